import type { DatScoreInput, DatScoreUpdate } from '@predental/contracts/dat';
import { notFound } from '@predental/service-kit/errors';
import { ownedStore } from '@predental/service-kit/owned-store';
import { toDatScore, type DatScoreModel } from './dat-score-model';

/** SPEC §3: the rounded mean of the three science sections. */
function totalScience(scores: Pick<DatScoreInput, 'biology' | 'generalChemistry' | 'organicChemistry'>): number {
  return Math.round((scores.biology + scores.generalChemistry + scores.organicChemistry) / 3);
}

/** One student's DAT scores, newest test first; totalScience is always computed, never sent. */
export function datScoreStore(scores: DatScoreModel) {
  const store = ownedStore(scores, { what: 'DAT score', toItem: toDatScore, sort: { testDate: -1, _id: -1 } });
  return {
    ...store,
    add: (userId: string, input: DatScoreInput) => store.add(userId, { ...input, totalScience: totalScience(input) }),

    /** totalScience follows whichever sections changed. No transaction (FerretDB has none): the last writer wins. */
    async update(userId: string, id: string, changes: DatScoreUpdate) {
      const doc = await scores.findOne(store.owned(userId, id));
      if (!doc) notFound('DAT score');
      doc.set(changes);
      doc.totalScience = totalScience(doc);
      await doc.save();
      store.invalidate(userId);
      return toDatScore(doc);
    },
  };
}
export type DatScoreStore = ReturnType<typeof datScoreStore>;
