import type { Connection, mongo } from 'mongoose';
import { fail } from './errors';

/**
 * Documents that many writers change by reading, changing and writing back, without losing a
 * change, on every engine we run on, read with lookups by _id only.
 *
 * FerretDB applies an update by reading, changing and replacing a document, with nothing in
 * between to stop a concurrent writer (a version filter included). What both engines do make
 * atomic is an insert under a unique _id. So a change claims the document's next version by
 * inserting `<id>:<version>` in `<name>_versions`; exactly one writer wins each version, and a
 * writer that loses reads again and applies its change to what won. The claim holds the new
 * data; the first version and every `publishEvery`-th one are also published in `<name>` under
 * `id`. A slow winner may publish after a later one, so `<name>` is a hint: a read takes it and
 * looks up the versions after it until one is missing. Version markers are kept (their data is
 * dropped, a few at once, once two newer versions exist), so "missing" always means "not written
 * yet". Each engine round trip costs more CPU than anything else a write does here: a process
 * that knows a record's version inserts the next claim straight away (the insert tells whether
 * it was the newest), so a write usually makes one round trip, and one or two more every few.
 *
 * The data is stored as one JSON string. Nothing ever queries inside it, and FerretDB decodes a
 * nested document field by field on every insert, replace and update: for a record of 50 courses
 * that was 9 ms of engine CPU per write, against 2.3 ms as a string (`npm run bench:engine`).
 * Documents written by the release before, with the data as a document, are read as they are.
 */

/** `data` is JSON; an object where the release before stored it as one. */
type Stored = string | object;
interface Head {
  _id: string;
  version: number;
  data?: Stored;
}
interface Claim {
  _id: string;
  data?: Stored;
}
const decode = <Data>(stored: Stored | undefined): Data | undefined =>
  typeof stored === 'string' ? (JSON.parse(stored) as Data) : (stored as Data | undefined);

/** What a change answers: the new data to store (or none, when nothing changes) and the caller's result. */
export type Change<Data, Result> = { data?: Data; result: Result };

export interface VersionedKind<Data> {
  /** The collection of the latest versions; `<name>_versions` holds the claims. */
  name: string;
  /** A document nobody has written yet. */
  empty(): Data;
  /** Runs after each version is published (before the writer's answer). */
  published?(id: string, version: number, data: Data): void | Promise<void>;
  /**
   * Publish only this part in `<name>`: what readers want, kept small; the whole stays in the
   * claims, where a writer reads it (one lookup more).
   */
  headPart?: keyof Data & string;
  /** Publish every this many versions (8): a reader that knows nothing of the record looks up at most as many claims. */
  publishEvery?: number;
}

const MAX_ATTEMPTS = 100;
/**
 * Each publish and each drop is one more engine round trip (with its commit) on a write: every 4th
 * write made both, half an operation per write, which every 8th makes a quarter (issue 39). The
 * cost moves to a process that knows nothing of a record, rarely: after a start, or another
 * replica's writes.
 */
const PUBLISH_EVERY = 8;
/** Old versions' data is dropped this many at once: one round trip every few writes, whatever the publishing cadence. */
const DROP_EVERY = 8;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;
const versionId = (id: string, version: number) => `${id}:${version}`;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt + 1, 10)));

/** Replaces by _id; the first writer inserts, and a concurrent first one is then replaced. */
async function replaceById<T extends { _id: string }>(
  collection: mongo.Collection<T>,
  _id: string,
  doc: mongo.WithoutId<T>,
): Promise<void> {
  const filter = { _id } as mongo.Filter<T>;
  try {
    await collection.replaceOne(filter, doc, { upsert: true });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await collection.replaceOne(filter, doc);
  }
}

/** Documents remembered per process, the most recently used kept. */
const KNOWN_DOCUMENTS = 2000;

/**
 * The latest version this process read or wrote of each document, with its data. It cannot be
 * stale: a read that starts from it still looks up the claim of the next version, which every
 * writer inserts before its write is acknowledged, whichever replica it runs on. It saves reading
 * the published copy (a whole record) on most reads.
 */
function knownVersions<Data>() {
  const entries = new Map<string, { version: number; data: Data }>();
  return {
    get(id: string) {
      const entry = entries.get(id);
      if (entry) {
        // Most recently used last: a Map keeps insertion order.
        entries.delete(id);
        entries.set(id, entry);
      }
      return entry;
    },
    set(id: string, entry: { version: number; data: Data }) {
      if ((entries.get(id)?.version ?? 0) > entry.version) return;
      entries.delete(id);
      entries.set(id, entry);
      if (entries.size > KNOWN_DOCUMENTS) entries.delete(entries.keys().next().value!);
    },
    forget: (id: string) => entries.delete(id),
  };
}

export function versionedDocuments<Data extends object>(connection: Connection, kind: VersionedKind<Data>) {
  const heads = connection.collection<Head>(kind.name);
  const claims = connection.collection<Claim>(`${kind.name}_versions`);

  const known = knownVersions<Data>();

  /** Where a read starts: a version this process knows (a claim is looked up after it), else the published one. */
  async function start(id: string, part?: keyof Data & string): Promise<{ version: number; data?: Data }> {
    const remembered = part ? undefined : known.get(id);
    if (remembered) return remembered;
    const head = await heads.findOne({ _id: id });
    const version = head?.version ?? 0;
    if (version > 0 && kind.headPart && part !== kind.headPart)
      return { version, data: decode<Data>((await claims.findOne({ _id: versionId(id, version) }))?.data) };
    return { version, data: decode<Data>(head?.data) };
  }

  /** The newest version and its data (only the part named, when the head publishes just that part). */
  async function latest(id: string, part?: keyof Data & string): Promise<{ version: number; data: Data }> {
    let { version, data } = await start(id, part);
    for (;;) {
      const next = await claims.findOne({ _id: versionId(id, version + 1) });
      // A version's claim lacks data only when two newer ones exist, so this one had it.
      if (!next) {
        const found = { version, data: data ?? kind.empty() };
        if (!part && version > 0) known.set(id, found);
        return found;
      }
      version += 1;
      // A marker without data has two newer versions: the loop reaches them.
      if (next.data) data = decode<Data>(next.data);
    }
  }

  const publishEvery = kind.publishEvery ?? PUBLISH_EVERY;
  /** Versions before this one's previous two drop their data together, with one round trip. */
  async function dropOldData(id: string, version: number): Promise<void> {
    const older = Array.from({ length: DROP_EVERY }, (_, i) => version - 2 - i).filter((v) => v > 0);
    if (older.length > 0)
      await claims.bulkWrite(
        older.map((v) => ({ updateOne: { filter: { _id: versionId(id, v) }, update: { $unset: { data: true } } } })),
        { ordered: false },
      );
  }

  /** `stored` is the claim's JSON of `data`, reused for the copy when it holds the whole. */
  async function publish(id: string, version: number, data: Data, stored: string): Promise<void> {
    known.set(id, { version, data });
    if (version === 1 || version % publishEvery === 0) {
      await replaceById(heads, id, {
        version,
        data: kind.headPart ? JSON.stringify({ [kind.headPart]: data[kind.headPart] }) : stored,
      });
    }
    await kind.published?.(id, version, data);
    if (version % DROP_EVERY === 0) await dropOldData(id, version);
  }

  return {
    async read(id: string): Promise<Data> {
      return (await latest(id)).data;
    },

    /**
     * The published part (the kind's `headPart`) of several documents and its version, with two
     * round trips whatever their number: the heads, then the claims after them, each read with one
     * `$in`. A document with a newer claim than that is read on its own.
     */
    async readHeadParts<K extends keyof Data & string>(
      ids: readonly string[],
      part: K,
    ): Promise<{ version: number; part: Data[K] }[]> {
      if (part !== kind.headPart)
        throw new Error(`${kind.name} publishes ${kind.headPart ?? 'the whole'}, not ${part}`);
      const found = new Map((await heads.find({ _id: { $in: [...ids] } }).toArray()).map((head) => [head._id, head]));
      const versionOf = (id: string) => found.get(id)?.version ?? 0;
      const newer = new Set(
        (
          await claims
            .find({ _id: { $in: ids.map((id) => versionId(id, versionOf(id) + 1)) } }, { projection: { _id: 1 } })
            .toArray()
        ).map((claim) => claim._id),
      );
      return Promise.all(
        ids.map(async (id) => {
          const { version, data } = newer.has(versionId(id, versionOf(id) + 1))
            ? await latest(id, part)
            : { version: versionOf(id), data: decode<Data>(found.get(id)?.data) };
          return { version, part: data?.[part] ?? kind.empty()[part] };
        }),
      );
    },

    /** The data of this version when it is the one this process last read or wrote (nothing is looked up). */
    remembered(id: string, version: number): Data | undefined {
      const entry = known.get(id);
      return entry?.version === version ? entry.data : undefined;
    },

    /**
     * Applies `apply` to the latest data and stores what it returns, exactly once even when other
     * writers race it. `apply` may run several times (keep it pure) and may throw (nothing is
     * stored then).
     */
    async change<Result>(id: string, apply: (data: Data) => Change<Data, Result>): Promise<Result> {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        // First the version this process knows, unchecked: inserting the next claim checks it.
        const remembered = attempt === 0 ? known.get(id) : undefined;
        const { version, data } = remembered ?? (await latest(id));
        let change: Change<Data, Result>;
        try {
          change = apply(data);
        } catch (error) {
          // A refusal (not found, full) is answered only from the newest data.
          if (remembered) continue;
          throw error;
        }
        if (!change.data) {
          if (remembered) continue;
          return change.result;
        }
        const stored = JSON.stringify(change.data);
        try {
          await claims.insertOne({ _id: versionId(id, version + 1), data: stored });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          if (!remembered) await pause(attempt);
          continue;
        }
        await publish(id, version + 1, change.data, stored);
        return change.result;
      }
      return fail('SERVICE_UNAVAILABLE', 'Too many changes at once. Please try again.');
    },

    /** Every document at its newest version. */
    async *eachLatest(): AsyncGenerator<{ id: string; version: number; data: Data }> {
      for await (const head of heads.find({}, { projection: { _id: 1 } }))
        yield { id: head._id, ...(await latest(head._id)) };
    },

    /**
     * Removes the document and every claim of it (a deleted account). Safe to repeat, and after a
     * crash halfway: the claims go first, in one range of `_id`s (`<id>:` up to `<id>;`, as ';'
     * follows ':'), so a document whose head is left still finds none to read.
     */
    async erase(id: string): Promise<void> {
      await claims.deleteMany({ _id: { $gte: `${id}:`, $lt: `${id};` } });
      await heads.deleteOne({ _id: id });
      known.forget(id);
    },

    /** Written as version 1 unless the document exists: migrations from older layouts, safe to repeat. */
    async seed(id: string, data: Data): Promise<void> {
      const stored = JSON.stringify(data);
      try {
        await claims.insertOne({ _id: versionId(id, 1), data: stored });
      } catch (error) {
        if (isDuplicateKey(error)) return;
        throw error;
      }
      await publish(id, 1, data, stored);
    },
  };
}
