import { readCache } from '@predental/service-kit/read-cache';
import type { FavoriteModel } from './favorite-model';

/** Which schools each student saved, read on every explorer visit. */
export function favoriteStore(favorites: FavoriteModel) {
  const byUser = readCache<string[]>();

  return {
    schoolIds(userId: string): Promise<string[]> {
      return byUser.load(userId, async () => {
        const docs = await favorites.find({ userId }, 'schoolId').lean();
        return docs.map((doc) => doc.schoolId.toString());
      });
    },

    /** Saving twice keeps one favorite. */
    async add(userId: string, schoolId: string): Promise<void> {
      try {
        await favorites.updateOne({ userId, schoolId }, { $setOnInsert: { userId, schoolId } }, { upsert: true });
      } catch (error) {
        // A concurrent save of the same school won the race: it is saved.
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      byUser.invalidate(userId);
    },

    async remove(userId: string, schoolId: string): Promise<void> {
      await favorites.deleteOne({ userId, schoolId });
      byUser.invalidate(userId);
    },

    /** After a school is deleted. A favorite added in between is harmless: lists only show existing schools. */
    async removeSchool(schoolId: string): Promise<void> {
      await favorites.deleteMany({ schoolId });
      byUser.invalidateWhere((ids) => ids.includes(schoolId));
    },
  };
}
export type FavoriteStore = ReturnType<typeof favoriteStore>;
