import { z } from 'zod';
import { isCalendarDate } from './dates';

export const DAT_MIN = 400;
export const DAT_MAX = 600;
export const DAT_DEFAULT = 500;
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

const SCORE_MESSAGE = 'Score must be between 400-600';
const score = z.number({ error: SCORE_MESSAGE }).int(SCORE_MESSAGE).min(DAT_MIN, SCORE_MESSAGE).max(DAT_MAX, SCORE_MESSAGE);

const datFields = {
  testDate: z
    .string({ error: 'Test date is required' })
    .trim()
    .min(1, 'Test date is required')
    .refine(isCalendarDate, 'Please enter a valid test date (YYYY-MM-DD)'),
  biology: score,
  generalChemistry: score,
  organicChemistry: score,
  perceptualAbility: score,
  readingComprehension: score,
  quantitativeReasoning: score,
  academicAverage: score,
};

/** POST /api/dat and the DAT dialog (SPEC §5 DAT). A client's userId or totalScience is dropped: the server decides both. */
export const datScoreInputSchema = z.object(datFields);
export type DatScoreInput = z.infer<typeof datScoreInputSchema>;

/** PATCH /api/dat/{id}: any of the same fields. */
export const datScoreUpdateSchema = datScoreInputSchema
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'Nothing to update: send at least one DAT field' });
export type DatScoreUpdate = z.infer<typeof datScoreUpdateSchema>;

export interface DatScore extends DatScoreInput {
  id: string;
  userId: string;
  totalScience: number;
}
