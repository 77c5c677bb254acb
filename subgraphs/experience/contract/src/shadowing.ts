import type { Entity } from '@predental/contracts/entity';
import { entrySchemas, requiredText } from './experience-entry';
import { shadowingModeSchema } from './experience-types';

/**
 * A shadowing entry as stored and as clients read it; POST /api/shadowing and the shadowing form
 * (SPEC §5 Shadowing form, and issue 37's mode); PATCH /api/shadowing/{id}: any of the same fields.
 */
export const {
  entity: shadowingEntrySchema,
  read: readShadowingEntry,
  input: shadowingInputSchema,
  update: shadowingUpdateSchema,
} = entrySchemas(
  {
    doctorName: requiredText("Doctor's name is required", "Doctor's name"),
    practice: requiredText('Practice name is required', 'Practice name').describe("The practice's name and type."),
    // Issue 37: AADSAS counts in-person and virtual shadowing apart.
    mode: shadowingModeSchema.default('in-person'),
  },
  'shadowing',
);
export type ShadowingEntry = Entity<typeof shadowingEntrySchema>;
