import { readEntity, type Entity } from '@predental/contracts/entity';
import { entrySchemas, requiredText } from './experience-entry';

const schemas = entrySchemas(
  {
    doctorName: requiredText("Doctor's name is required", "Doctor's name"),
    practice: requiredText('Practice name is required', 'Practice name').describe("The practice's name and type."),
  },
  'shadowing',
);

/** A shadowing entry as stored and as clients read it. */
export const shadowingEntrySchema = schemas.entity;
export type ShadowingEntry = Entity<typeof shadowingEntrySchema>;
export const readShadowingEntry = readEntity(shadowingEntrySchema);

/** POST /api/shadowing and the shadowing form (SPEC §5 Shadowing form). */
export const shadowingInputSchema = schemas.input;

/** PATCH /api/shadowing/{id}: any of the same fields. */
export const shadowingUpdateSchema = schemas.update;
