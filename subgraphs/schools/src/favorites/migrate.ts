import { migrateToRecords, type OldCollection } from '@predental/service-kit/migrate-to-records';
import type { Logger } from '@predental/service-kit/observability';
import type { Connection } from 'mongoose';
import { emptyFavoriteRecord, type FavoriteRecord, type FavoriteRecords } from './favorites';

/** The collection of the release before student records: one document per saved school. */
const OLD: OldCollection<FavoriteRecord>[] = [
  {
    name: 'favorites',
    owner: (doc) => String(doc.userId),
    add: (record, doc) => ({ schoolIds: [...new Set([...record.schoolIds, String(doc.schoolId)])] }),
  },
];

export const migrateFavorites = (connection: Connection, records: FavoriteRecords, log: Logger) =>
  migrateToRecords(connection, records, emptyFavoriteRecord, OLD, log);
