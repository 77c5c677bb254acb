import {
  DAT_SECTIONS,
  datScoreProblems,
  MAX_DAT_SCORES,
  readDatScore,
  scaleOf,
  type DatScore,
} from '@predental/academics-contract/dat';
import { badInput } from '@predental/service-kit/errors';
import { ownedList, type StoredItem } from '@predental/service-kit/owned-list';
import type { AcademicRecords } from '../academic-record';

/** SPEC §3: the rounded mean of the three science sections, on the attempt's own scale. */
function totalScience(scores: Pick<DatScore, 'biology' | 'generalChemistry' | 'organicChemistry'>): number {
  return Math.round((scores.biology + scores.generalChemistry + scores.organicChemistry) / 3);
}

/** The owner's id is the record's; the scale of an attempt stored before scales existed is 200-600. */
function toDatScore(stored: StoredItem, userId: string): DatScore {
  const score = readDatScore(stored);
  return { ...score, userId, scale: scaleOf(score) };
}

/**
 * The scores sent must fit the scale the attempt will have, and a 1-30 attempt its date; a new
 * scale checks all seven. A score stored before scales existed (SPEC's 400-600, any integer)
 * stays until it is changed.
 */
function checkUpdate(updated: StoredItem, changes: object, before: StoredItem) {
  const attempt = readDatScore(updated);
  const rescaled = scaleOf(attempt) !== scaleOf(readDatScore(before));
  const problem = datScoreProblems(
    attempt,
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
    derive: (stored) => ({ ...stored, totalScience: totalScience(readDatScore(stored)) }),
    checkUpdate,
  });
}
export type DatScoreStore = ReturnType<typeof datScoreStore>;
