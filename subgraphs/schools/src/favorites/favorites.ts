import { MAX_FAVORITES } from '@predental/schools-contract/dental-school';
import { badInput } from '@predental/service-kit/errors';
import type { Logger } from '@predental/service-kit/observability';
import { studentRecords } from '@predental/service-kit/student-record';
import type { Connection } from 'mongoose';

/** A student's saved schools, one document per student (see service-kit's student-record). */
export interface FavoriteRecord {
  schoolIds: string[];
}

export const emptyFavoriteRecord = (): FavoriteRecord => ({ schoolIds: [] });

export function favoriteRecords(connection: Connection, log: Logger) {
  return studentRecords<FavoriteRecord>(
    connection,
    {
      name: 'favorite_records',
      empty: emptyFavoriteRecord,
      counts: (record) => ({ favorites: record.schoolIds.length }),
    },
    log,
  );
}
export type FavoriteRecords = ReturnType<typeof favoriteRecords>;

/**
 * Which schools each student saved, read on every explorer visit. A school deleted later stays
 * in the list until the student's next change, which keeps only schools that still exist; lists
 * show existing schools only.
 */
export function favoriteStore(records: FavoriteRecords) {
  return {
    async schoolIds(userId: string): Promise<string[]> {
      return (await records.read(userId)).schoolIds;
    },

    /** Saving twice keeps one favorite. */
    add(userId: string, schoolId: string, existing: ReadonlySet<string>): Promise<void> {
      return records.change(userId, ({ schoolIds }) => {
        if (schoolIds.includes(schoolId)) return { result: undefined };
        const kept = schoolIds.filter((id) => existing.has(id));
        if (kept.length >= MAX_FAVORITES) badInput(`You can save at most ${MAX_FAVORITES} schools`);
        return { data: { schoolIds: [...kept, schoolId] }, result: undefined };
      });
    },

    remove(userId: string, schoolId: string, existing: ReadonlySet<string>): Promise<void> {
      return records.change(userId, ({ schoolIds }) => {
        if (!schoolIds.includes(schoolId)) return { result: undefined };
        return {
          data: { schoolIds: schoolIds.filter((id) => id !== schoolId && existing.has(id)) },
          result: undefined,
        };
      });
    },
  };
}
export type FavoriteStore = ReturnType<typeof favoriteStore>;
