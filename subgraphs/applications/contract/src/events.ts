import { z } from 'zod';
import { requiredDate } from '@predental/contracts/dates';
import { optionalNotes } from '@predental/contracts/plain-text';
import { graphqlId, type Entity } from '@predental/contracts/entity';
import { EVENT_KINDS } from './event-kinds';

export * from './event-kinds';

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
