import { entrySchemas, requiredText } from './experience-entry';

const schemas = entrySchemas(
  {
    doctorName: requiredText("Doctor's name is required", "Doctor's name"),
    practice: requiredText('Practice name is required', 'Practice name'),
  },
  'shadowing',
);

/** POST /api/shadowing and the shadowing form (SPEC §5 Shadowing form). */
export const shadowingInputSchema = schemas.input;

/** PATCH /api/shadowing/{id}: any of the same fields. */
export const shadowingUpdateSchema = schemas.update;
