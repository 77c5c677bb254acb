import { z } from 'zod';
import { plainText } from '@predental/contracts/plain-text';
import { MAX_TUITION } from './figure-rules';
import { NEW_DENTAL_SCHOOL as newSchool, US_STATES } from './school-form';

export { US_STATES };

const NAME_MESSAGE = 'School name must be at least 2 characters';
const URL_MESSAGE = 'Please enter a valid URL';

const requiredText = (message: string, max: number, tooLong: string, what: string) =>
  plainText(z.string({ error: message }).trim().min(2, message).max(max, tooLong), what);

const boundedNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, message).max(max, message);

const money = (message: string) => z.number({ error: message }).min(0, message).max(MAX_TUITION, message);

/** Only http(s): the explorer renders the address as a link. */
export const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An empty text box means "none". */
const optionalText = (schema: z.ZodString) => schema.nullable().transform((value) => value || null);

const schoolFields = {
  name: requiredText(NAME_MESSAGE, 200, 'School name must be at most 200 characters', 'School name'),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .min(1, 'State is required')
    .refine((state) => (US_STATES as readonly string[]).includes(state), 'State must be one of the states in the list'),
  city: requiredText('City is required', 100, 'City must be at most 100 characters', 'City'),
  tuition: z
    .number({ error: 'Tuition is required' })
    .min(1, 'Tuition is required')
    .max(MAX_TUITION, `Tuition must be at most ${MAX_TUITION}`),
  tuitionNonResident: money(`Non-resident tuition must be between 0-${MAX_TUITION}`).nullable(),
  inStateTuition: money(`In-state tuition must be between 0-${MAX_TUITION}`).nullable(),
  programLength: boundedNumber('Program length is required', 1, 10),
  scienceGpaAvg: boundedNumber('Science GPA Average is required', 0, 4),
  overallGpaAvg: boundedNumber('Overall GPA Average is required', 0, 4),
  datAvg: boundedNumber('DAT Average is required', 0, 600),
  acceptanceRate: boundedNumber('Acceptance rate should be between 0-100', 0, 100).nullable(),
  hasAcceleratedProgram: z.boolean({ error: 'Accelerated program must be true or false' }),
  isPublic: z.boolean({ error: 'Public school must be true or false' }),
  websiteUrl: optionalText(
    z
      .string({ error: URL_MESSAGE })
      .trim()
      .max(500, URL_MESSAGE)
      .refine((v) => v === '' || isWebAddress(v), URL_MESSAGE),
  ),
  notes: optionalText(
    plainText(
      z.string({ error: 'Notes must be text' }).trim().max(2000, 'Notes must be at most 2000 characters'),
      'Notes',
      { multiLine: true },
    ),
  ),
};

/** Adding a school (form, POST /api/admin/dental-schools): nullable fields and flags may be left out. */
export const dentalSchoolInputSchema = z.object({
  ...schoolFields,
  tuitionNonResident: schoolFields.tuitionNonResident.default(null),
  inStateTuition: schoolFields.inStateTuition.default(null),
  acceptanceRate: schoolFields.acceptanceRate.default(null),
  hasAcceleratedProgram: schoolFields.hasAcceleratedProgram.default(false),
  isPublic: schoolFields.isPublic.default(false),
  websiteUrl: schoolFields.websiteUrl.default(null),
  notes: schoolFields.notes.default(null),
});
export type DentalSchoolForm = z.input<typeof dentalSchoolInputSchema>;

/**
 * Figures that change every admissions cycle. A school may not have reported them (the seeded
 * directory ships without them): null means "not reported" and shows N/A. Only adding a school
 * by hand asks for them (SPEC §5); editing, updating and importing keep them empty when empty.
 */
const reportedFigures = {
  tuition: schoolFields.tuition.nullable(),
  scienceGpaAvg: schoolFields.scienceGpaAvg.nullable(),
  overallGpaAvg: schoolFields.overallGpaAvg.nullable(),
  datAvg: schoolFields.datAvg.nullable(),
};

/** Editing a school in the admin form: the same fields, figures may stay unreported. */
export const dentalSchoolEditSchema = dentalSchoolInputSchema.extend(reportedFigures);
export type DentalSchoolRecord = z.infer<typeof dentalSchoolEditSchema>;
export type DentalSchoolEditForm = z.input<typeof dentalSchoolEditSchema>;

/** SPEC §5 defaults for a new school in the form (./school-form), with every field of the form. */
export const NEW_DENTAL_SCHOOL: Required<DentalSchoolForm> = newSchool;

const KEY_MESSAGE = 'School key must be lowercase letters, digits and dashes';

/** A school's stable key: the seed and re-imports match schools by it. */
const schoolKeySchema = z
  .string({ error: KEY_MESSAGE })
  .trim()
  .max(80, 'School key must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, KEY_MESSAGE);

/** One CSV row or seed row: figures may be empty; a key, when given, matches an existing school. */
export const dentalSchoolImportSchema = dentalSchoolEditSchema.extend({
  key: schoolKeySchema.nullable().default(null),
});
export type DentalSchoolImport = z.infer<typeof dentalSchoolImportSchema>;

/** PATCH /api/admin/dental-schools/{id}: any of the same fields; a figure may be set back to null. */
export const dentalSchoolUpdateSchema = z
  .object({ ...schoolFields, ...reportedFigures })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one school field',
  });
export type DentalSchoolUpdate = z.infer<typeof dentalSchoolUpdateSchema>;

export interface DentalSchool extends DentalSchoolRecord {
  id: string;
  /** Stable across releases and deployments (seed key, or made from the name). */
  key: string;
  /** Whether the signed-in user saved it. */
  isFavorite: boolean;
}

/** More than every US dental school (a student's favorites are one bounded document). */
export const MAX_FAVORITES = 200;

export const favoriteInputSchema = z.object({
  schoolId: z
    .string({ error: 'schoolId is required' })
    .trim()
    .min(1, 'schoolId is required')
    .max(100, 'schoolId is not valid'),
});
