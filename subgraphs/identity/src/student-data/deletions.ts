import type { Connection } from 'mongoose';
import type { AfterTry } from './erase-retry';

/**
 * A deletion as identity records it before anything is removed, so that one a crash interrupts
 * is finished by the next start: whose account, the areas still to erase (identity's own part
 * first), and for freeing the name and email once the user is gone, their keys. Removed once
 * every area has confirmed.
 */
export interface Deletion {
  _id: string;
  usernameKey: string;
  emailKey: string;
  areas: string[];
  startedAt: Date;
  /** Tries in a row that left areas to erase: how long the next one waits (erase-retry.ts). */
  failures: number;
  nextTryAt: Date;
}

export function deletions(connection: Connection) {
  const docs = connection.collection<Deletion>('deletions');
  return {
    /**
     * Records the deletion (a second request for the same account finds the first one's record);
     * the worker leaves it to the request until `nextTryAt`.
     */
    async start(
      user: { id: string; usernameKey: string; emailKey: string },
      areas: string[],
      nextTryAt: Date,
    ): Promise<Deletion> {
      const now = new Date();
      await docs.updateOne(
        { _id: user.id },
        {
          $setOnInsert: {
            usernameKey: user.usernameKey,
            emailKey: user.emailKey,
            areas,
            startedAt: now,
            failures: 0,
            nextTryAt,
          },
        },
        { upsert: true },
      );
      return (await docs.findOne({ _id: user.id }))!;
    },

    /** The deletions whose next try is due: a handful at most, in a collection that is usually empty. */
    due: (now = new Date()) => docs.find({ nextTryAt: { $lte: now } }).toArray(),

    /** Saves what a try left to do, or forgets the deletion once it is done. */
    async after(id: string, outcome: AfterTry): Promise<void> {
      if (outcome.done) await docs.deleteOne({ _id: id });
      else
        await docs.updateOne(
          { _id: id },
          { $set: { areas: outcome.areas, failures: outcome.failures, nextTryAt: outcome.nextTryAt } },
        );
    },
  };
}
export type Deletions = ReturnType<typeof deletions>;
