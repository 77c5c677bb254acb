import { z } from 'zod';
import { plainText } from '@predental/contracts/plain-text';
import { ACADEMIC_STATUSES, CREDIT_TYPES, TERM_TYPES } from './aadsas';
import { SUBJECT_NAMES } from '@predental/contracts/aadsas-subjects';
import { COUNTS_TOWARD_VALUES } from './course-kinds';
import { graphqlId, readEntity, type Entity } from '@predental/contracts/entity';
import { GRADES, MAX_YEAR, MIN_YEAR, SEMESTERS } from './course-rules';

export * from './course-rules';

const MAX_CREDITS = 20;

const YEAR_MESSAGE = 'Please enter a valid year';

/** A required line of text: SPEC's "<name> is required", and a length limit. */
const requiredLine = (name: string, max: number) =>
  plainText(
    z
      .string({ error: `${name} is required` })
      .trim()
      .min(1, `${name} is required`)
      .max(max, `${name} must be at most ${max} characters`),
    name,
  );

const courseFields = {
  courseName: requiredLine('Course name', 120),
  courseCode: requiredLine('Course code', 20),
  credits: z
    .number({ error: 'Credits must be greater than 0' })
    .positive('Credits must be greater than 0')
    .max(MAX_CREDITS, `Credits must be at most ${MAX_CREDITS}`),
  grade: z.enum(GRADES, { error: 'Grade is required' }),
  isScience: z.boolean({ error: 'Science course must be true or false' }),
  semester: z.enum(SEMESTERS, { error: 'Semester is required' }),
  year: z.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(MIN_YEAR, YEAR_MESSAGE).max(MAX_YEAR, YEAR_MESSAGE),
};

/** An optional detail: absent, null or '' (a form's empty choice) all mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullish());
const listed = (what: string, values: readonly string[]) => `${what} must be one of: ${values.join(', ')}`;

/** What ADEA AADSAS asks of a course (aadsas.ts); each may be left out, and SPEC's course is unchanged without them. */
const aadsasFields = {
  subject: optional(z.enum(SUBJECT_NAMES, { error: 'Subject must be one of the AADSAS course subjects' })).describe(
    'What ADEA AADSAS asks of a course; each is null until the student gives it.',
  ),
  academicStatus: optional(z.enum(ACADEMIC_STATUSES, { error: listed('Academic status', ACADEMIC_STATUSES) })).describe(
    `${ACADEMIC_STATUSES.join(', ')}: the student's status that term.`,
  ),
  termType: optional(z.enum(TERM_TYPES, { error: listed('Term type', TERM_TYPES) })).describe(
    `${TERM_TYPES.join(' or ')}: the unit of credits.`,
  ),
  creditType: optional(z.enum(CREDIT_TYPES, { error: listed('Credit type', CREDIT_TYPES) })).describe(
    `${CREDIT_TYPES.join(', ')}.`,
  ),
  institution: optional(
    plainText(
      z.string({ error: 'Institution must be text' }).trim().max(120, 'Institution must be at most 120 characters'),
      'Institution',
    ),
  ),
};

/** The term as the student's transcript names it, where semester and year do not say it all. */
const transcriptFields = {
  termLabel: optional(
    plainText(
      z.string({ error: 'Term label must be text' }).trim().max(40, 'Term label must be at most 40 characters'),
      'Term label',
    ),
  ).describe('The term as the transcript names it (Summer Session II, Fall Quarter); null when not given.'),
};

/** Which prerequisite a course counts toward when the student overrides the kind recognised from its name and code. */
const prerequisiteFields = {
  countsToward: optional(
    z.enum(COUNTS_TOWARD_VALUES, { error: listed('Counts toward', COUNTS_TOWARD_VALUES) }),
  ).describe(
    "The kind of prerequisite the course counts toward (a course kind's id, e.g. biochemistry), or\nnone for no prerequisite; null: recognised from its name and code.",
  ),
};

/** Semester hours come in halves (SPEC's step of 0.5): 3.33 or 2.67 hours are quarter hours converted. */
export const QUARTER_HOURS_MESSAGE =
  'Semester hours come in steps of 0.5; choose the quarter term type for quarter hours';
export const creditsFitTerm = (course: { credits?: number; termType?: string | null }) =>
  course.termType !== 'semester' || course.credits === undefined || Number.isInteger(course.credits * 2);

/** POST /api/courses and the course dialog (SPEC §5 Course). Unknown keys such as userId are dropped. */
export const courseInputSchema = z
  .object({
    ...courseFields,
    isScience: courseFields.isScience.default(false),
    ...aadsasFields,
    ...transcriptFields,
    ...prerequisiteFields,
  })
  .refine(creditsFitTerm, { message: QUARTER_HOURS_MESSAGE, path: ['credits'] });
export type CourseInput = z.infer<typeof courseInputSchema>;
export type CourseForm = z.input<typeof courseInputSchema>;

/** PATCH /api/courses/{id}: any of the same fields (null clears an AADSAS detail); the server checks credits against the merged term type. */
export const courseUpdateSchema = z
  .object({ ...courseFields, ...aadsasFields, ...transcriptFields, ...prerequisiteFields })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one course field',
  });

/** A course as stored and as every client reads it: its GraphQL type, input and fragment are generated from this. */
export const courseSchema = z.object({
  id: graphqlId(),
  ...courseFields,
  isScience: courseFields.isScience.default(false),
  ...aadsasFields,
  ...transcriptFields,
  ...prerequisiteFields,
});
export type Course = Entity<typeof courseSchema>;
/** A stored course as clients read it: an AADSAS detail never given is null. */
export const readCourse = readEntity(courseSchema);
