import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import { versionedDocuments } from './versioned-documents';

/** Each contributor's counts at the newest version it reported. */
type Entries = Record<string, { version: number; counts: Record<string, number> }>;
/**
 * The entries are kept as one JSON string (the engine decodes one field, not one per student),
 * and their sums beside them, kept in step by every change; only the sums are published, so a
 * sum reads eight small documents whatever the number of students.
 */
type Shard = { entries: string; sums: Record<string, number> };
const entriesOf = (shard: Shard): Entries => JSON.parse(shard.entries) as Entries;

/** The shard with these contributors' entries set (older versions than the stored ones are left out). */
function withEntries(shard: Shard, updates: Entries): Shard | undefined {
  const entries = entriesOf(shard);
  const sums = { ...shard.sums };
  let changed = false;
  for (const [id, entry] of Object.entries(updates)) {
    const previous = entries[id];
    if ((previous?.version ?? 0) >= entry.version) continue;
    for (const [key, n] of Object.entries(previous?.counts ?? {})) sums[key] = (sums[key] ?? 0) - n;
    for (const [key, n] of Object.entries(entry.counts)) sums[key] = (sums[key] ?? 0) + n;
    entries[id] = entry;
    changed = true;
  }
  return changed ? { entries: JSON.stringify(entries), sums } : undefined;
}

/** The version of a forgotten contributor's entry: above any record's. */
const FORGOTTEN = Number.MAX_SAFE_INTEGER;

/** Few enough to read at once (two round trips for all), enough that students rarely change the same one at the same moment. */
const SHARDS = 8;
const SHARD_IDS = Array.from({ length: SHARDS }, (_, n) => `shard-${n}`);

/**
 * Totals over every student (the admin statistics) read from 8 documents by _id: each student's
 * counts are kept in one shard, chosen by their id, at the newest version of their record (an
 * older version published late changes nothing), so a student's entry is set, never added to,
 * and repeating it is harmless; each shard's sums follow its entries in the same change.
 */
export function shardedTotals(connection: Connection, name: string) {
  // Every version published: a sum then reads the shards' small heads and finds no newer claim.
  const shards = versionedDocuments<Shard>(connection, {
    name: `${name}_totals`,
    empty: () => ({ entries: '{}', sums: {} }),
    headPart: 'sums',
    publishEvery: 1,
  });
  const shardOf = (id: string) => SHARD_IDS[createHash('sha256').update(id).digest().readUInt32BE(0) % SHARDS]!;

  /** The entries grouped by the shard that keeps each. */
  function byShard(entries: Entries): Map<string, Entries> {
    const grouped = new Map<string, Entries>();
    for (const [id, entry] of Object.entries(entries)) {
      const shard = shardOf(id);
      const updates = grouped.get(shard) ?? {};
      updates[id] = entry;
      grouped.set(shard, updates);
    }
    return grouped;
  }
  /** Sets the entries in the shard and answers its sums after that. */
  const setEntries = (shard: string, updates: Entries) =>
    shards.change(shard, (data) => {
      const next = withEntries(data, updates);
      return { data: next, result: (next ?? data).sums };
    });

  return {
    async record(id: string, version: number, counts: Record<string, number>): Promise<void> {
      await setEntries(shardOf(id), { [id]: { version, counts } });
    },

    /**
     * Takes a contributor out of the sums for good (a deleted account): its entry becomes empty at
     * a version no record reaches, so a late count of it (another replica's, a recount at start)
     * changes nothing, and repeating it is harmless.
     */
    async forget(id: string): Promise<void> {
      await setEntries(shardOf(id), { [id]: { version: FORGOTTEN, counts: {} } });
    },

    /** Many contributors at once (a backfill, a batch of noted counts): one change per shard, side by side. */
    async recordMany(entries: Entries): Promise<void> {
      await Promise.all([...byShard(entries)].map(([shard, updates]) => setEntries(shard, updates)));
    },

    /**
     * Every count added up over all contributors, with `unwritten` as if it were written;
     * `what` names the counts that are always there (0 when nobody has any). Where this process
     * wrote a shard's newest version, the unwritten entries are applied to its own copy of it;
     * only a shard another process wrote since gets them written first.
     */
    async sum(what: readonly string[], unwritten: Entries = {}): Promise<Record<string, number>> {
      const heads = await shards.readHeadParts(SHARD_IDS, 'sums');
      const updates = byShard(unwritten);
      const all = await Promise.all(
        SHARD_IDS.map(async (shard, n) => {
          const { version, part } = heads[n]!;
          const shardUpdates = updates.get(shard);
          if (!shardUpdates) return part;
          const own = shards.remembered(shard, version);
          return own ? (withEntries(own, shardUpdates) ?? own).sums : setEntries(shard, shardUpdates);
        }),
      );
      const sums: Record<string, number> = Object.fromEntries(what.map((key) => [key, 0]));
      for (const shard of all) for (const key of what) sums[key]! += shard[key] ?? 0;
      return sums;
    },
  };
}
export type ShardedTotals = ReturnType<typeof shardedTotals>;

/**
 * How long counts wait to be written together: one change per shard for all of them. Every 200 ms,
 * three areas' eight shards were more engine writes than the students' own under load; every
 * second, still a third of the engine's commits at 150 requests/s, each rewriting a shard's
 * entries (issue 39). Only another replica's admin statistics wait for them.
 */
const FLUSH_EVERY_MS = 5000;

/**
 * Counts noted by the writes of this process, written to the shards together a moment later, off
 * the students' write path (where each write had one more shard change to make, and forty
 * students writing at once queued behind eight shards). A sum adds in what is pending here, so it
 * includes every write this process acknowledged (writing it first cost 40 ms of eight shards'
 * commits on each admin statistics read); another replica's, within FLUSH_EVERY_MS.
 * What a crash keeps from being written is counted again when the area starts (`reconcile`).
 */
export function pendingTotals(totals: ShardedTotals, onError: (error: unknown) => void) {
  let pending: Entries = {};
  const writing = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  function write(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (Object.keys(pending).length > 0) {
      const batch = pending;
      pending = {};
      const done = totals.recordMany(batch).catch((error: unknown) => {
        // Kept for the next try unless a newer version was noted meanwhile.
        for (const [id, entry] of Object.entries(batch))
          if ((pending[id]?.version ?? 0) < entry.version) pending[id] = entry;
        schedule();
        throw error;
      });
      writing.add(done);
      void done.then(
        () => writing.delete(done),
        (error: unknown) => {
          writing.delete(done);
          onError(error);
        },
      );
    }
    return Promise.all(writing).then(() => undefined);
  }
  function schedule() {
    timer ??= setTimeout(() => void write().catch(() => undefined), FLUSH_EVERY_MS);
    timer.unref();
  }

  return {
    note(id: string, version: number, counts: Record<string, number>): void {
      if ((pending[id]?.version ?? 0) >= version) return;
      pending[id] = { version, counts };
      schedule();
    },
    /** Drops what is pending for a contributor taken out of the sums (the shards' entry is forgotten apart). */
    drop(id: string): void {
      delete pending[id];
    },
    /** Writes what is pending and waits for every write under way. */
    flush: () => write(),
    /**
     * The totals with every count this process noted, without waiting for them to be written:
     * a write under way is waited for (what failed is pending again), the rest is added in.
     */
    async sum(what: readonly string[]): Promise<Record<string, number>> {
      await Promise.allSettled(writing);
      return totals.sum(what, pending);
    },
  };
}
