import { z } from 'zod';
import { requiredDate } from '@predental/contracts/dates';
import { graphqlId, readEntity, type Entity } from '@predental/contracts/entity';

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

/** A score's range depends on the attempt's scale: the object's own check says which is wrong, with that scale's message. */
const score = z
  .unknown()
  .optional()
  .transform((value) => value as number);
/** A change's scores are checked against the merged attempt by the server; here only that each is a number. */
const sentScore = z.number({ error: 'Score must be a number' });

const datFields = {
  testDate: requiredDate('Test date'),
  scale: z.enum(DAT_SCALES, { error: 'Scale must be 200-600 or 1-30' }),
  biology: score,
  generalChemistry: score,
  organicChemistry: score,
  perceptualAbility: score,
  readingComprehension: score,
  quantitativeReasoning: score,
  academicAverage: score,
};

/** POST /api/dat and the DAT dialog (SPEC §5 DAT, on the attempt's scale). A client's userId or totalScience is dropped: the server decides both. */
export const datScoreInputSchema = z
  .object({ ...datFields, scale: datFields.scale.default('200-600') })
  .superRefine((attempt, context) => {
    for (const { path, message } of datScoreProblems(attempt))
      context.addIssue({ code: 'custom', path: [path], message });
  });
export type DatScoreInput = z.infer<typeof datScoreInputSchema>;
export type DatScoreForm = z.input<typeof datScoreInputSchema>;

/**
 * PATCH /api/dat/{id}: any of the same fields. The scores sent are checked against the scale and
 * date they will have, which may be the stored ones: the server checks the merged attempt.
 */
export const datScoreUpdateSchema = z
  .object({
    ...datFields,
    ...Object.fromEntries(DAT_SECTIONS.map((section) => [section, sentScore])),
  })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one DAT field',
  });

/** A score as stored: its range is its scale's (or, stored before scales existed, any integer). */
const storedScore = z.int();

/** A DAT attempt as stored and as every client reads it: its GraphQL type, input and fragment are generated from this. */
export const datScoreSchema = z.object({
  id: graphqlId(),
  userId: graphqlId(),
  testDate: z.string().describe('ISO date, YYYY-MM-DD.'),
  scale: z
    .enum(DAT_SCALES)
    .describe('The scale the attempt was scored on: 200-600 (tests from 2025-03-01) or 1-30 (earlier tests).'),
  biology: storedScore,
  generalChemistry: storedScore,
  organicChemistry: storedScore,
  perceptualAbility: storedScore,
  readingComprehension: storedScore,
  quantitativeReasoning: storedScore,
  academicAverage: storedScore,
  totalScience: storedScore.describe('Rounded mean of biology, general and organic chemistry, computed by the server.'),
});
export type DatScore = Entity<typeof datScoreSchema>;
export const readDatScore = readEntity(datScoreSchema);
