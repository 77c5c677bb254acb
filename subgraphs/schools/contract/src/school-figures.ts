import { z } from 'zod';
import { graphqlEnum, graphqlObject } from '@predental/contracts/entity';
import { plainText } from '@predental/contracts/plain-text';
import { SUBJECT_NAMES } from '@predental/contracts/aadsas-subjects';
import { MAX_TUITION, isWebAddress } from './dental-school';

/**
 * A school's published figures, each with where it came from (issue 22): a figure is never stored
 * or shown without its year, its source's address and the kind of source.
 */
export const SOURCE_KINDS = ['school', 'adea', 'secondary'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/** A school's own page wins over ADEA's, which wins over a page republishing ADEA's data. */
export const SOURCE_RANK: Record<SourceKind, number> = { school: 0, adea: 1, secondary: 2 };

export const DAT_FIGURE_SCALES = ['1-30', '200-600'] as const;

type Range = { min: number; max: number; integer?: boolean };
const count: Range = { min: 0, max: 100_000, integer: true };
const gpa: Range = { min: 0, max: 4 };
const hours: Range = { min: 0, max: 5_000 };
const money: Range = { min: 0, max: MAX_TUITION };

/** Every figure a school may publish, with the values it may take (a DAT figure's range is its scale's). */
export const FIGURES = {
  tuitionResident: { label: 'Tuition and fees (resident)', range: money },
  tuitionNonResident: { label: 'Tuition and fees (non-resident)', range: money },
  classSize: { label: 'Class size', range: count },
  applicants: { label: 'Applicants', range: count },
  enrollees: { label: 'Enrollees', range: count },
  offers: { label: 'Offers of admission', range: count },
  gpaOverall: { label: 'Mean cumulative GPA', range: gpa },
  gpaScience: { label: 'Mean science GPA', range: gpa },
  gpaOverallP5: { label: 'Cumulative GPA, 5th percentile', range: gpa },
  gpaOverallP95: { label: 'Cumulative GPA, 95th percentile', range: gpa },
  gpaScienceP5: { label: 'Science GPA, 5th percentile', range: gpa },
  gpaScienceP95: { label: 'Science GPA, 95th percentile', range: gpa },
  datAA: { label: 'Mean DAT Academic Average', range: 'dat' },
  datPAT: { label: 'Mean DAT Perceptual Ability', range: 'dat' },
  datTS: { label: 'Mean DAT Total Science', range: 'dat' },
  datAAP5: { label: 'DAT Academic Average, 5th percentile', range: 'dat' },
  datAAP95: { label: 'DAT Academic Average, 95th percentile', range: 'dat' },
  minShadowingHours: { label: 'Required shadowing hours', range: hours },
  minVolunteerHours: { label: 'Required volunteer hours', range: hours },
} as const satisfies Record<string, { label: string; range: Range | 'dat' }>;
export type FigureName = keyof typeof FIGURES;
export const FIGURE_NAMES = Object.keys(FIGURES) as [FigureName, ...FigureName[]];

const DAT_RANGES: Record<(typeof DAT_FIGURE_SCALES)[number], Range> = {
  '1-30': { min: 1, max: 30 },
  '200-600': { min: 200, max: 600 },
};

/** An entering class ("2024") or an academic year ("2025-26", the second year the one after the first). */
const YEAR = /^(\d{4})(?:-(\d{2}))?$/;
const isYear = (year: string) => {
  const match = YEAR.exec(year);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 1990 && first <= 2100 && (match[2] === undefined || Number(match[2]) === (first + 1) % 100);
};
/** The year a figure describes, as a number: an academic year counts as the class entering in its fall. */
export const yearOf = (year: string) => Number(YEAR.exec(year)?.[1]);

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

/**
 * The newest entering class whose figures can be published: the class entering this year once
 * its fall has begun (August), else last year's.
 */
export function latestEnteringClass(today: Date): number {
  return today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

/** Admission cycles a figure may be behind the latest entering class before it is flagged as old. */
const CURRENT_CYCLES = 3;

/** Whether the figure describes a class more than three admission cycles before the latest. */
export const isOldFigure = (year: string, today: Date) => latestEnteringClass(today) - yearOf(year) > CURRENT_CYCLES;
