import { z } from 'zod';
import { optionalNotes, plainText } from '@predental/contracts/plain-text';
import { requiredDate } from '@predental/contracts/dates';
import { graphqlId, readEntity, type Entity } from '@predental/contracts/entity';
import { HOURS_MIN, HOURS_STEP, isHalfStep, MAX_ENTRY_HOURS, MAX_NOTES_LENGTH, MAX_TEXT_LENGTH } from './hours';

/** Of each kind per student: four years of daily entries (a record is one bounded document per student). */
export const MAX_ENTRIES = 1500;

const HOURS_MESSAGE = 'Hours must be greater than 0';

/**
 * An entry's hours (SPEC §5, §9): above 0 (SPEC's own message), at least 0.5, at most a day,
 * in half hours. The form, the REST bridge and the subgraph all parse with this one schema.
 */
const hoursSchema = z
  .number({ error: HOURS_MESSAGE })
  .positive(HOURS_MESSAGE)
  .min(HOURS_MIN, `Hours must be at least ${HOURS_MIN}`)
  .max(MAX_ENTRY_HOURS, `Hours must be at most ${MAX_ENTRY_HOURS} per entry`)
  .refine(isHalfStep, `Hours must be in steps of ${HOURS_STEP}`);

/** A required line of text; the message is the form's own (SPEC §5). */
export function requiredText(message: string, name: string) {
  return plainText(
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(MAX_TEXT_LENGTH, `${name} must be at most ${MAX_TEXT_LENGTH} characters`),
    name,
  );
}

/** The fields every shadowing and volunteer entry has. */
const commonFields = {
  date: requiredDate('Date').describe('ISO date, YYYY-MM-DD.'),
  hours: hoursSchema,
  notes: optionalNotes('Notes', MAX_NOTES_LENGTH),
};

/**
 * The shape a change parses with: a default fills a field a new entry lacks (a shadowing visit
 * is in person), but a change that leaves the field out keeps what is stored. The output types
 * are the same once `.partial()` makes every field optional.
 */
const withoutDefaults = <S extends z.ZodRawShape>(shape: S): S =>
  Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as S;

/** What the server alone decides of an entry: its id and its owner. */
const serverFields = { id: graphqlId(), userId: graphqlId() };

/**
 * The create schema (every field; unknown keys such as userId are dropped), the update schema
 * (any subset, at least one), the entity (as stored and as clients read it; its GraphQL type,
 * input and fragment are generated from it) and its reader, of one kind of entry.
 */
export function entrySchemas<F extends z.ZodRawShape>(fields: F, what: string) {
  const { date, hours, notes } = commonFields;
  const shape = { date, ...fields, hours, notes };
  const entity = z.object({ ...serverFields, ...shape });
  return {
    entity,
    /** A stored entry as clients read it (its owner's id is the record's, added by the store). */
    read: readEntity(entity),
    input: z.object(shape),
    update: z
      .object(withoutDefaults(shape))
      .partial()
      .refine((v) => Object.values(v).some((value) => value !== undefined), {
        message: `Nothing to update: send at least one ${what} field`,
      }),
  };
}

/** What every kind of entry has. */
export type ExperienceEntry = Entity<z.ZodObject<typeof serverFields & typeof commonFields>>;
