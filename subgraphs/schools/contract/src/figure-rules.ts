/*
 * Which figures a school publishes, their ranges and how old a figure is, without zod: the
 * explorer shows figures with them and loads no zod before a form is used (issue 41).
 * school-figures.ts builds the schemas on them.
 */

/** The most a year's tuition may be. */
export const MAX_TUITION = 1_000_000;

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

export const DAT_RANGES: Record<(typeof DAT_FIGURE_SCALES)[number], Range> = {
  '1-30': { min: 1, max: 30 },
  '200-600': { min: 200, max: 600 },
};

/** An entering class ("2024") or an academic year ("2025-26", the second year the one after the first). */
const YEAR = /^(\d{4})(?:-(\d{2}))?$/;
export const isYear = (year: string) => {
  const match = YEAR.exec(year);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 1990 && first <= 2100 && (match[2] === undefined || Number(match[2]) === (first + 1) % 100);
};
/** The year a figure describes, as a number: an academic year counts as the class entering in its fall. */
export const yearOf = (year: string) => Number(YEAR.exec(year)?.[1]);

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
