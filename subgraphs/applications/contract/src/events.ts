import { z } from 'zod';
import { requiredDate } from '@predental/contracts/dates';
import { optionalNotes } from '@predental/contracts/plain-text';
import { graphqlId, type Entity } from '@predental/contracts/entity';

/**
 * What can happen to an application, in the order an AADSAS cycle goes; withdrawn and
 * deposit-paid may come at any point. The order breaks ties between events of one day.
 */
export const EVENT_KINDS = [
  'planned',
  'designated',
  'submitted',
  'verified',
  'secondary-received',
  'secondary-submitted',
  'interview-invited',
  'interviewed',
  'offer',
  'waitlisted',
  'rejected',
  'deposit-paid',
  'withdrawn',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const KIND_MESSAGE = `Event kind must be one of ${EVENT_KINDS.join(', ')}`;
const MAX_NOTE_LENGTH = 500;
/** Per application: a whole cycle logged day by day stays one bounded document. */
export const MAX_EVENTS = 100;

const eventKindSchema = z.enum(EVENT_KINDS, { error: KIND_MESSAGE });

/** An event as stored and as clients read it; POST /api/applications/:id/events takes kind, date and note. */
export const applicationEventSchema = z.object({
  id: graphqlId(),
  kind: eventKindSchema.describe(`One of ${EVENT_KINDS.join(', ')}.`),
  date: requiredDate('Date').describe('ISO date, YYYY-MM-DD.'),
  note: optionalNotes('Note', MAX_NOTE_LENGTH),
});
export type ApplicationEvent = Entity<typeof applicationEventSchema>;

export const eventInputSchema = applicationEventSchema.omit({ id: true });
export type EventInput = z.infer<typeof eventInputSchema>;
