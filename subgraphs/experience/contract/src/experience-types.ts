import { z } from 'zod';
import { EXPERIENCE_TYPES, LOGGED_TYPES, SHADOWING_MODES } from './experience-type-names';

export * from './experience-type-names';

const oneOf = (values: readonly string[]) => values.join(', ');

const UNKNOWN_TYPE_MESSAGE = `Type must be one of ${oneOf(EXPERIENCE_TYPES)}`;
/** Shadowing and volunteer hours have their own rows; the message says where. */
const UNKNOWN_LOGGED_TYPE_MESSAGE = `Type must be one of ${oneOf(LOGGED_TYPES)} (shadowing and volunteer hours are logged at /api/shadowing and /api/volunteer)`;

/** Any of the eight types (a goal, an entry). */
export const experienceTypeSchema = z
  .enum(EXPERIENCE_TYPES, { error: UNKNOWN_TYPE_MESSAGE })
  .describe(`One of ${oneOf(EXPERIENCE_TYPES)}, in AADSAS's order.`);

/** The type of an experience log. */
export const loggedTypeSchema = z
  .enum(LOGGED_TYPES, { error: UNKNOWN_LOGGED_TYPE_MESSAGE })
  .describe(`One of ${oneOf(LOGGED_TYPES)}.`);

/** Shadowing's mode: in person unless said, so SPEC's clients and every entry logged before keep working. */
export const shadowingModeSchema = z
  .enum(SHADOWING_MODES, { error: `Mode must be one of ${oneOf(SHADOWING_MODES)}` })
  .describe('in-person (the default) or virtual.');
