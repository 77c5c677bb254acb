import { shardedTotals } from '@predental/service-kit/sharded-totals';
import type { Connection } from 'mongoose';
import type { UserModel } from './user-model';

const MIGRATION_ID = 'user-count';

/** How many users there are (admin statistics), from sharded totals: a few reads by _id, not a count of every user. */
export function userCount(connection: Connection) {
  const totals = shardedTotals(connection, 'users');
  return {
    added: (userId: string) => totals.record(userId, 1, { users: 1 }),
    /** A deleted account, out of the count for good. */
    removed: (userId: string) => totals.forget(userId),
    count: async () => (await totals.sum(['users'])).users!,

    /** Users from before the totals are counted, once (repeated after an interrupted run: each is set, not added). */
    async backfill(users: UserModel): Promise<void> {
      const done = connection.collection<{ _id: string }>('migrations');
      if (await done.findOne({ _id: MIGRATION_ID })) return;
      const ids = (await users.find({}, '_id').lean()).map((user) => user._id.toString());
      await totals.recordMany(Object.fromEntries(ids.map((id) => [id, { version: 1, counts: { users: 1 } }])));
      await done.insertOne({ _id: MIGRATION_ID }).catch((error: { code?: number }) => {
        if (error.code !== 11000) throw error;
      });
    },
  };
}
export type UserCount = ReturnType<typeof userCount>;
