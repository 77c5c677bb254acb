import { z } from 'zod';
import { graphqlEnum, graphqlObject } from '@predental/contracts/entity';
import { plainText } from '@predental/contracts/plain-text';
import { SUBJECT_NAMES } from '@predental/contracts/aadsas-subjects';
import { isWebAddress } from './dental-school';
import { DAT_FIGURE_SCALES, DAT_RANGES, FIGURE_NAMES, FIGURES, isYear, SOURCE_KINDS } from './figure-rules';

export * from './figure-rules';

/** Where a sourced row comes from: every figure, prerequisite, limit and letter requirement carries it. */
export const provenance = {
  key: z.string().trim().min(1, 'Every row needs the school key'),
  year: z
    .string({ error: 'Year is required' })
    .trim()
    .refine(isYear, 'Year must be an entering class (2024) or an academic year (2025-26)'),
  sourceKind: graphqlEnum(
    z.enum(SOURCE_KINDS, { error: 'Source kind must be school, adea or secondary' }),
    'SourceKind',
    {
      type: 'Where a figure, prerequisite or limit comes from.',
      values: {
        school: "The school's own website.",
        secondary: "A page republishing ADEA's or the school's data with the year.",
      },
    },
  ),
  sourceUrl: z
    .string({ error: 'Source URL is required' })
    .trim()
    .max(500, 'Source URL must be at most 500 characters')
    .refine(isWebAddress, 'Source URL must be an http(s) address'),
};

export const schoolFigureSchema = z
  .object({
    ...provenance,
    figure: z.enum(FIGURE_NAMES, { error: 'Unknown figure' }),
    value: z.number({ error: 'Value must be a number' }),
    scale: z.enum(DAT_FIGURE_SCALES, { error: 'Scale must be 1-30 or 200-600' }).nullable().default(null),
    note: plainText(z.string().trim().max(300, 'Note must be at most 300 characters'), 'Note').nullable().default(null),
  })
  .superRefine((row, context) => {
    const { range } = FIGURES[row.figure];
    if (range === 'dat' && !row.scale) {
      context.addIssue({
        code: 'custom',
        path: ['scale'],
        message: 'A DAT figure needs the scale it was published on',
      });
      return;
    }
    if (range !== 'dat' && row.scale)
      context.addIssue({ code: 'custom', path: ['scale'], message: 'Only DAT figures have a scale' });
    const { min, max, integer } = range === 'dat' ? DAT_RANGES[row.scale!] : range;
    if (row.value < min || row.value > max || (integer && !Number.isInteger(row.value)))
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${FIGURES[row.figure].label} must be between ${min} and ${max}`,
      });
  });
export type SchoolFigure = z.infer<typeof schoolFigureSchema>;

const figureRow = schoolFigureSchema.shape;

/** A figure as a school holds and shows it: the row without the school key. */
export const heldFigureSchema = graphqlObject('SchoolFigure', {
  figure: figureRow.figure.describe(
    'tuitionResident, tuitionNonResident, classSize, applicants, enrollees, offers, gpaOverall, gpaScience, their P5/P95, datAA, datPAT, datTS, datAAP5, datAAP95, minShadowingHours, minVolunteerHours.',
  ),
  value: figureRow.value,
  scale: figureRow.scale.describe('DAT figures only: 1-30 or 200-600, the scale it was published on.'),
  year: figureRow.year.describe('The entering class (2024) or academic year (2025-26) it describes.'),
  sourceUrl: figureRow.sourceUrl,
  sourceKind: figureRow.sourceKind,
  note: figureRow.note,
});

/** SPEC's figure fields a sourced figure may fill where an admin left them empty. */
export const FILLED_FIELDS = [
  'tuition',
  'tuitionNonResident',
  'inStateTuition',
  'overallGpaAvg',
  'scienceGpaAvg',
  'datAvg',
  'acceptanceRate',
] as const;

/** Which of SPEC's figure fields a sourced figure filled. */
export const figureSourceSchema = graphqlObject('FigureSource', {
  field: z
    .enum(FILLED_FIELDS)
    .describe('tuition, tuitionNonResident, inStateTuition, overallGpaAvg, scienceGpaAvg, datAvg or acceptanceRate.'),
  figure: z.enum(FIGURE_NAMES).describe('The SchoolFigure it came from.'),
});

/** A course the school requires or recommends; hours are null where the school gives none. */
export const schoolPrerequisiteSchema = z.object({
  ...provenance,
  course: z.string().trim().min(2, 'Course is required').max(100, 'Course must be at most 100 characters'),
  subject: z.enum(SUBJECT_NAMES, { error: 'Subject must be one of the AADSAS course subjects' }),
  required: z.boolean({ error: 'Required must be true or false' }),
  semesterHours: z.number().min(0).max(60).nullable().default(null),
  quarterHours: z.number().min(0).max(90).nullable().default(null),
  lab: z.boolean().nullable().default(null),
  minGrade: z.string().trim().max(3).nullable().default(null),
});
export type SchoolPrerequisite = z.infer<typeof schoolPrerequisiteSchema>;

const prerequisiteRow = schoolPrerequisiteSchema.shape;

/** A prerequisite as a school holds and shows it: the row without the school key. */
export const heldPrerequisiteSchema = graphqlObject('SchoolPrerequisite', {
  course: prerequisiteRow.course,
  subject: prerequisiteRow.subject.describe("The AADSAS course subject a student's courses are matched by."),
  required: prerequisiteRow.required,
  semesterHours: prerequisiteRow.semesterHours,
  quarterHours: prerequisiteRow.quarterHours,
  lab: prerequisiteRow.lab,
  minGrade: prerequisiteRow.minGrade,
  year: provenance.year,
  sourceUrl: provenance.sourceUrl,
  sourceKind: provenance.sourceKind,
});

/** A rule the school states about its prerequisites (no pass/fail, time limits...), in our own words. */
export const schoolLimitSchema = z.object({
  ...provenance,
  text: z.string().trim().min(5, 'Limit text is required').max(300, 'Limit text must be at most 300 characters'),
});
export type SchoolLimit = z.infer<typeof schoolLimitSchema>;

/** A limit as a school holds and shows it: the row without the school key. */
export const heldLimitSchema = graphqlObject('SchoolLimit', {
  text: schoolLimitSchema.shape.text,
  year: provenance.year,
  sourceUrl: provenance.sourceUrl,
  sourceKind: provenance.sourceKind,
});
