import type { Connection } from 'mongoose';
import type { Logger } from './observability';
import { pendingTotals, shardedTotals } from './sharded-totals';
import { versionedDocuments } from './versioned-documents';

/**
 * One document per student per area (their courses and DAT scores; their entries and goals; their
 * favorites), keyed by the student's id, so every read a screen makes is a lookup by _id: with
 * the embedded FerretDB's _id index in use (scripts/db-engine/ferretdb.ts) and on mongod, its
 * cost does not depend on how much data other students have. Concurrent writes of one student
 * lose nothing (versioned-documents.ts); the admin statistics add up sharded totals.
 */
export interface StudentRecordKind<Data> {
  /** The collection; `<name>_versions` and `<name>_totals` go with it. */
  name: string;
  /** A student who has written nothing yet. */
  empty: () => Data;
  /** How many items of each kind the record holds. */
  counts(data: Data): Record<string, number>;
}

export function studentRecords<Data extends object>(
  connection: Connection,
  kind: StudentRecordKind<Data>,
  log: Logger,
) {
  const totals = shardedTotals(connection, kind.name);
  const pending = pendingTotals(totals, (error) =>
    log.warn({ err: error }, 'admin totals not written yet; trying again'),
  );
  const documents = versionedDocuments<Data>(connection, {
    name: kind.name,
    empty: kind.empty,
    published: (userId, version, data) => pending.note(userId, version, kind.counts(data)),
  });
  const countNames = Object.keys(kind.counts(kind.empty()));
  return {
    ...documents,
    /** Every student's items of each kind added up (admin statistics). */
    async totals(): Promise<Record<string, number>> {
      return pending.sum(countNames);
    },
    /** Writes the counts noted so far (a loader about to exit; the services write them within five seconds). */
    writeTotals: () => pending.flush(),
    /**
     * Removes a student's record and their counts from the totals (a deleted account): the counts
     * first, so a crash halfway leaves a record no total counts, which repeating removes.
     */
    async erase(userId: string): Promise<void> {
      pending.drop(userId);
      await totals.forget(userId);
      await documents.erase(userId);
    },
    /** Counts every record again, for what a crash kept from the totals; run in the background at start. */
    async reconcileTotals(): Promise<void> {
      for await (const { id, version, data } of documents.eachLatest()) pending.note(id, version, kind.counts(data));
      await pending.flush();
    },
  };
}
export type StudentRecords<Data extends object> = ReturnType<typeof studentRecords<Data>>;
