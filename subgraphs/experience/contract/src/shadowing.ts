import type { Entity } from '@predental/contracts/entity';
import { entrySchemas, requiredText } from './experience-entry';

/**
 * A shadowing entry as stored and as clients read it; POST /api/shadowing and the shadowing form
 * (SPEC §5 Shadowing form); PATCH /api/shadowing/{id}: any of the same fields.
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
  },
  'shadowing',
);
export type ShadowingEntry = Entity<typeof shadowingEntrySchema>;
