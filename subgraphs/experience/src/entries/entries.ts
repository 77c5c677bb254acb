import type { ExperienceEntry } from '@predental/contracts/experience-entry';
import { notFound } from '@predental/service-kit/errors';
import { readCache } from '@predental/service-kit/read-cache';
import { isValidObjectId } from 'mongoose';
import { toEntry, type EntryKind, type EntryModel } from './entry-model';

const FIELDS = '-createdAt -updatedAt -__v';

/** One student's entries of one kind. Every lookup includes the owner, so someone else's id is simply not found. */
export function entryStore<E extends ExperienceEntry>(entries: EntryModel, kind: EntryKind) {
  const owned = (userId: string, id: string) => {
    if (!isValidObjectId(id)) notFound(kind.what);
    return { _id: id, userId };
  };

  // Each student's whole list, read on every screen and dashboard visit; writes below invalidate it.
  const lists = readCache<E[]>();

  return {
    /** Every student's entries of this kind: the admin statistics. */
    countAll: (): Promise<number> => entries.countDocuments(),

    /** Newest date first; the same day's entries newest added first. */
    list(userId: string): Promise<E[]> {
      return lists.load(userId, async () => {
        const docs = await entries.find({ userId }, FIELDS).sort({ date: -1, _id: -1 }).lean();
        return docs.map((doc) => toEntry<E>(doc, kind));
      });
    },

    async get(userId: string, id: string): Promise<E> {
      const doc = await entries.findOne(owned(userId, id), FIELDS).lean();
      if (!doc) notFound(kind.what);
      return toEntry<E>(doc, kind);
    },

    async add(userId: string, input: object): Promise<E> {
      const entry = toEntry<E>(await entries.create({ ...input, userId }), kind);
      lists.invalidate(userId);
      return entry;
    },

    async update(userId: string, id: string, changes: object): Promise<E> {
      const doc = await entries.findOneAndUpdate(owned(userId, id), { $set: changes }, { new: true }).lean();
      lists.invalidate(userId);
      if (!doc) notFound(kind.what);
      return toEntry<E>(doc, kind);
    },

    async remove(userId: string, id: string): Promise<string> {
      const { deletedCount } = await entries.deleteOne(owned(userId, id));
      lists.invalidate(userId);
      if (deletedCount === 0) notFound(kind.what);
      return id;
    },
  };
}
export type EntryStore<E extends ExperienceEntry> = ReturnType<typeof entryStore<E>>;
