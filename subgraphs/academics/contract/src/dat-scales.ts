/*
 * The DAT's scales and the rules of a score on them, without zod: the screens that only show
 * attempts (the dashboard's table, the explorer) import them from here, so they load no zod
 * before a form is used (issue 41). dat.ts builds the schemas on them.
 */

/**
 * The DAT's scales (a deliberate change to SPEC's 400-600, see ARCHITECTURE.md): tests from
 * 2025-03-01 are scored 200-600 in steps of 10, with 400 near the median; earlier tests were
 * scored 1-30, which ADEA AADSAS still accepts. Each attempt keeps the scale it was scored on.
 */
export const DAT_SCALES = ['200-600', '1-30'] as const;
export type DatScale = (typeof DAT_SCALES)[number];
/** The first test day of the 200-600 scale. */
export const NEW_SCALE_SINCE = '2025-03-01';

export const DAT_SCALE_RULES: Record<DatScale, { min: number; max: number; step: number; message: string }> = {
  '200-600': { min: 200, max: 600, step: 10, message: 'Score must be between 200-600 in steps of 10' },
  '1-30': { min: 1, max: 30, step: 1, message: 'Score must be between 1-30' },
};
export const DAT_DEFAULT = 500;
const OLD_SCALE_MESSAGE = 'The 1-30 scale is only for tests before March 1, 2025';
/** Far more attempts than anyone takes (a record is one bounded document per student). */
export const MAX_DAT_SCORES = 50;

/** The seven scores a student enters (SPEC §3 DAT score); totalScience is derived from three of them. */
export const DAT_SECTIONS = [
  'biology',
  'generalChemistry',
  'organicChemistry',
  'perceptualAbility',
  'readingComprehension',
  'quantitativeReasoning',
  'academicAverage',
] as const;
export type DatSection = (typeof DAT_SECTIONS)[number];

/** The sections the DAT's Academic Average averages: every one but Perceptual Ability (ADA, DAT Guide). */
export const ACADEMIC_AVERAGE_SECTIONS = [
  'biology',
  'generalChemistry',
  'organicChemistry',
  'readingComprehension',
  'quantitativeReasoning',
] as const satisfies readonly DatSection[];

/**
 * The Academic Average the five sections make: their mean rounded to the scale's step (the nearest
 * 10 on 200-600, the nearest whole number on 1-30; five scores never average to a half). Null while
 * a section is not a score of the scale. The score report's own figure wins: the form proposes it.
 */
export function academicAverageOf(scores: Partial<Record<DatSection, unknown>>, scale: DatScale): number | null {
  const sections = ACADEMIC_AVERAGE_SECTIONS.map((section) => scores[section]);
  if (!sections.every((score) => fitsScale(score, scale))) return null;
  const mean = (sections as number[]).reduce((sum, score) => sum + score, 0) / sections.length;
  const { step } = DAT_SCALE_RULES[scale];
  return Math.round(mean / step) * step;
}

/** An attempt's scale; attempts stored before scales existed are on the 600 scale. */
export const scaleOf = (attempt: { scale?: string | null }): DatScale =>
  attempt.scale === '1-30' ? '1-30' : '200-600';

const fitsScale = (score: unknown, scale: DatScale) => {
  const { min, max, step } = DAT_SCALE_RULES[scale];
  return typeof score === 'number' && Number.isInteger(score) && score >= min && score <= max && score % step === 0;
};

type Attempt = { testDate: string; scale?: DatScale | null } & Partial<Record<DatSection, unknown>>;

/** What is wrong with the attempt on its scale, for the sections named (every one unless said; a missing one too). */
export function datScoreProblems(
  attempt: Attempt,
  sections: readonly DatSection[] = DAT_SECTIONS,
): { path: string; message: string }[] {
  const scale = scaleOf(attempt);
  const problems: { path: string; message: string }[] = [];
  if (scale === '1-30' && attempt.testDate >= NEW_SCALE_SINCE)
    problems.push({ path: 'scale', message: OLD_SCALE_MESSAGE });
  for (const section of sections)
    if (!fitsScale(attempt[section], scale)) problems.push({ path: section, message: DAT_SCALE_RULES[scale].message });
  return problems;
}
