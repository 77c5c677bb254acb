import type { z } from 'zod';
import { entrySchemas, requiredText, type ExperienceEntry } from './experience-entry';

const schemas = entrySchemas(
  {
    doctorName: requiredText("Doctor's name is required", "Doctor's name"),
    practice: requiredText('Practice name is required', 'Practice name'),
  },
  'shadowing',
);

/** POST /api/shadowing and the shadowing form (SPEC §5 Shadowing form). */
export const shadowingInputSchema = schemas.input;
export type ShadowingInput = z.infer<typeof shadowingInputSchema>;
export type ShadowingForm = z.input<typeof shadowingInputSchema>;

/** PATCH /api/shadowing/{id}: any of the same fields. */
export const shadowingUpdateSchema = schemas.update;
export type ShadowingUpdate = z.infer<typeof shadowingUpdateSchema>;

export interface ShadowingEntry extends ExperienceEntry {
  doctorName: string;
  /** The practice's name and type. */
  practice: string;
}
