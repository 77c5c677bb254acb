import { MAX_DAT_SCORES, type DatScore, type DatScoreInput } from '@predental/contracts/dat';
import { ownedList, type StoredItem } from '@predental/service-kit/owned-list';
import type { AcademicRecords } from '../academic-record';

/** SPEC §3: the rounded mean of the three science sections. */
function totalScience(scores: Pick<DatScoreInput, 'biology' | 'generalChemistry' | 'organicChemistry'>): number {
  return Math.round((scores.biology + scores.generalChemistry + scores.organicChemistry) / 3);
}

function toDatScore(stored: StoredItem, userId: string): DatScore {
  const score = stored as unknown as DatScore;
  return {
    id: score.id,
    userId,
    testDate: score.testDate,
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

/** One student's DAT scores, newest test first (the same day's newest added first); totalScience is always computed, never sent. */
export function datScoreStore(records: AcademicRecords) {
  return ownedList(records, 'datScores', {
    what: 'DAT score',
    max: MAX_DAT_SCORES,
    plural: 'DAT scores',
    toItem: toDatScore,
    order: (a: DatScore, b: DatScore) => b.testDate.localeCompare(a.testDate) || b.id.localeCompare(a.id),
    derive: (stored) => ({ ...stored, totalScience: totalScience(stored as unknown as DatScoreInput) }),
  });
}
export type DatScoreStore = ReturnType<typeof datScoreStore>;
