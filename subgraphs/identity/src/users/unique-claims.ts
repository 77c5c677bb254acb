import type { Connection } from 'mongoose';
import type { UserModel } from './user-model';

interface ClaimDoc {
  _id: string;
  userId: string;
  at: Date;
}

/** A claim whose user never appeared is left to an unfinished sign-up this long before another may take the name. */
const UNFINISHED_SIGN_UP_MS = 60_000;

/** Which of a user's unique keys, and the collection of its claims. */
export type UniqueField =
  { field: 'usernameKey'; collection: 'usernames' } | { field: 'emailKey'; collection: 'emails' };
export const USERNAMES: UniqueField = { field: 'usernameKey', collection: 'usernames' };
export const EMAILS: UniqueField = { field: 'emailKey', collection: 'emails' };

/**
 * Usernames (and emails) keyed by their lowercase form, each pointing at its user: login reads one
 * document by _id (the one filter FerretDB's SQLite backend serves from an index) instead of
 * searching every user, and a taken name or email is known by which claim failed. A key is claimed
 * before its user is written or changed to it, so a user is never without one; the unique indexes
 * on users still decide between racing writers. A claim left by a crash or an earlier name (its
 * user missing, or now called otherwise) is stale, and login checks the user's name against it.
 */
export function uniqueClaims(connection: Connection, users: UserModel, unique: UniqueField) {
  const names = connection.collection<ClaimDoc>(unique.collection);

  async function isStale(claim: ClaimDoc): Promise<boolean> {
    const user = await users.findById(claim.userId, unique.field).lean();
    if (user) return user[unique.field] !== claim._id;
    return Date.now() - claim.at.getTime() > UNFINISHED_SIGN_UP_MS;
  }

  return {
    /** The id of the user who claimed `key`, or null (check the user still has it). */
    async userIdOf(key: string): Promise<string | null> {
      return (await names.findOne({ _id: key }))?.userId ?? null;
    },

    /** Claims `key` for `userId`; false when another user holds it. */
    async claim(key: string, userId: string): Promise<boolean> {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await names.insertOne({ _id: key, userId, at: new Date() });
          return true;
        } catch (error) {
          if ((error as { code?: number }).code !== 11000) throw error;
        }
        const holder = await names.findOne({ _id: key });
        if (!holder) continue;
        if (holder.userId === userId) return true;
        if (!(await isStale(holder))) return false;
        await names.deleteOne({ _id: key });
      }
      return false;
    },

    /** Gives a name up, unless another user has claimed it since. */
    async release(key: string, userId: string): Promise<void> {
      if ((await names.findOne({ _id: key }))?.userId === userId) await names.deleteOne({ _id: key });
    },

    /** Users from before the claims get theirs, once (repeated after an interrupted run). */
    async backfill(): Promise<void> {
      const done = connection.collection<{ _id: string }>('migrations');
      const migration = `${unique.collection}-claims`;
      if (await done.findOne({ _id: migration })) return;
      for await (const user of users.find({}, unique.field).lean().cursor()) {
        await names
          .insertOne({ _id: user[unique.field], userId: user._id.toString(), at: new Date() })
          .catch((error: { code?: number }) => {
            if (error.code !== 11000) throw error;
          });
      }
      await done.insertOne({ _id: migration }).catch((error: { code?: number }) => {
        if (error.code !== 11000) throw error;
      });
    },
  };
}
export type UniqueClaims = ReturnType<typeof uniqueClaims>;
