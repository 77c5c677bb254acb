import {
  DAT_SECTIONS,
  datScoreProblems,
  MAX_DAT_SCORES,
  scaleOf,
  type DatScore,
  type DatScoreInput,
} from '@predental/academics-contract/dat';
import { badInput } from '@predental/service-kit/errors';
import { ownedList, type StoredItem } from '@predental/service-kit/owned-list';
import type { AcademicRecords } from '../academic-record';

/** SPEC §3: the rounded mean of the three science sections, on the attempt's own scale. */
function totalScience(scores: Pick<DatScoreInput, 'biology' | 'generalChemistry' | 'organicChemistry'>): number {
  return Math.round((scores.biology + scores.generalChemistry + scores.organicChemistry) / 3);
}

function toDatScore(stored: StoredItem, userId: string): DatScore {
  const score = stored as unknown as DatScore;
  return {
    id: score.id,
    userId,
    testDate: score.testDate,
    scale: scaleOf(score),
    biology: score.biology,
    generalChemistry: score.generalChemistry,
    organicChemistry: score.organicChemistry,
    perceptualAbility: score.perceptualAbility,
    readingComprehension: score.readingComprehension,
    quantitativeReasoning: score.quantitativeReasoning,
    academicAverage: score.academicAverage,
    totalScience: score.totalScience,
  };
}

/**
 * The scores sent must fit the scale the attempt will have, and a 1-30 attempt its date; a new
 * scale checks all seven. A score stored before scales existed (SPEC's 400-600, any integer)
 * stays until it is changed.
 */
function checkUpdate(updated: StoredItem, changes: object, before: StoredItem) {
  const rescaled = scaleOf(updated as { scale?: string }) !== scaleOf(before as { scale?: string });
  const problem = datScoreProblems(
    updated as unknown as DatScore,
    rescaled ? DAT_SECTIONS : DAT_SECTIONS.filter((section) => section in changes),
  )[0];
  if (problem) badInput(problem.message);
}

/** One student's DAT scores, newest test first (the same day's newest added first); totalScience is always computed, never sent. */
export function datScoreStore(records: AcademicRecords) {
  return ownedList(records, 'datScores', {
    what: 'DAT score',
    max: MAX_DAT_SCORES,
    plural: 'DAT scores',
    toItem: toDatScore,
    order: (a: DatScore, b: DatScore) => b.testDate.localeCompare(a.testDate) || b.id.localeCompare(a.id),
    derive: (stored) => ({ ...stored, totalScience: totalScience(stored as unknown as DatScoreInput) }),
    checkUpdate,
  });
}
export type DatScoreStore = ReturnType<typeof datScoreStore>;
