import type { DatScore, DatScoreInput, DatScoreUpdate } from '@predental/contracts/dat';
import { notFound } from '@predental/service-kit/errors';
import { readCache } from '@predental/service-kit/read-cache';
import { isValidObjectId } from 'mongoose';
import { toDatScore, type DatScoreModel } from './dat-score-model';

const FIELDS = '-createdAt -updatedAt -__v';

/** SPEC §3: the rounded mean of the three science sections. */
function totalScience(scores: Pick<DatScoreInput, 'biology' | 'generalChemistry' | 'organicChemistry'>): number {
  return Math.round((scores.biology + scores.generalChemistry + scores.organicChemistry) / 3);
}

/** One student's DAT scores. Every lookup includes the owner, so someone else's id is simply not found. */
export function datScoreStore(scores: DatScoreModel) {
  const owned = (userId: string, id: string) => {
    if (!isValidObjectId(id)) notFound('DAT score');
    return { _id: id, userId };
  };

  // Each student's whole list, read on every screen and dashboard visit; writes below invalidate it.
  const lists = readCache<DatScore[]>();

  return {
    /** Every student's scores: the admin statistics. */
    countAll: (): Promise<number> => scores.countDocuments(),

    list(userId: string): Promise<DatScore[]> {
      return lists.load(userId, async () => {
        const docs = await scores.find({ userId }, FIELDS).sort({ testDate: -1, _id: -1 }).lean();
        return docs.map(toDatScore);
      });
    },

    async get(userId: string, id: string): Promise<DatScore> {
      const doc = await scores.findOne(owned(userId, id), FIELDS).lean();
      if (!doc) notFound('DAT score');
      return toDatScore(doc);
    },

    async add(userId: string, input: DatScoreInput): Promise<DatScore> {
      const score = toDatScore(await scores.create({ ...input, userId, totalScience: totalScience(input) }));
      lists.invalidate(userId);
      return score;
    },

    /** totalScience follows whichever sections changed. No transaction (FerretDB has none): the last writer wins. */
    async update(userId: string, id: string, changes: DatScoreUpdate): Promise<DatScore> {
      const doc = await scores.findOne(owned(userId, id));
      if (!doc) notFound('DAT score');
      doc.set(changes);
      doc.totalScience = totalScience(doc);
      await doc.save();
      lists.invalidate(userId);
      return toDatScore(doc);
    },

    async remove(userId: string, id: string): Promise<string> {
      const { deletedCount } = await scores.deleteOne(owned(userId, id));
      lists.invalidate(userId);
      if (deletedCount === 0) notFound('DAT score');
      return id;
    },
  };
}
export type DatScoreStore = ReturnType<typeof datScoreStore>;
