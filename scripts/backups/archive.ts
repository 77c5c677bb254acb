import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BSON, type Document, type IndexDescription } from 'mongodb';
import { z } from 'zod';

/**
 * A backup archive is one gzip file of lines: the manifest (JSON), then every collection's
 * documents in the manifest's order, `count` lines each, one document per line as canonical
 * Extended JSON (which keeps every BSON type: an Int32 stays an Int32, a Date a Date).
 * FORMAT_VERSION numbers that layout. A release reads every version up to its own and refuses a
 * newer one; a release that changes the layout adds a version and keeps reading the old ones
 * (platform-tests/test/stack/fixtures/ keeps an archive of each release before, and restores it).
 */
export const FORMAT = 'predental-backup';
export const FORMAT_VERSION = 1;

const collectionSchema = z.object({
  name: z.string().min(1),
  count: z.number().int().nonnegative(),
  /** As listIndexes answers them, in canonical Extended JSON. */
  indexes: z.array(z.record(z.string(), z.unknown())),
});
const databaseSchema = z.object({
  area: z.string().min(1),
  name: z.string().min(1),
  collections: z.array(collectionSchema),
});
const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  /** The git commit the backup ran from, when known. */
  release: z.object({ commit: z.string().nullable() }),
  /** The engine the databases were read from. */
  source: z.string(),
  /** Every write acknowledged before this time is in the archive. */
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  databases: z.array(databaseSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
type ArchivedDatabase = Manifest['databases'][number];
type ArchivedCollection = ArchivedDatabase['collections'][number];

const toLine = (document: Document) => `${BSON.EJSON.stringify(document, { relaxed: false })}\n`;

export const storedIndex = (index: Document) => BSON.EJSON.serialize(index, { relaxed: false });

/** An index as listIndexes answered it, as createIndexes takes it: without its format version and namespace. */
export function indexDescription(stored: Record<string, unknown>): IndexDescription {
  const { v: _version, ns: _namespace, ...index } = BSON.EJSON.deserialize(stored, { relaxed: false }) as Document;
  return index as IndexDescription;
}

/**
 * Writes an archive at `file`. The documents go first into a gzip file of their own, since the
 * manifest before them holds their counts; the manifest is then written as one gzip member and
 * the documents' member appended unchanged (gzip readers read concatenated members as one
 * stream). Until `finish` the archive is `<file>.partial`, so a backup that fails leaves none.
 */
export function archiveWriter(file: string) {
  const body = `${file}.partial-documents`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(body));
  return {
    async write(document: Document): Promise<void> {
      if (!gzip.write(toLine(document))) await once(gzip, 'drain');
    },
    async finish(manifest: Manifest): Promise<number> {
      gzip.end();
      await written;
      const partial = `${file}.partial`;
      const head = createGzip();
      const out = createWriteStream(partial);
      head.pipe(out, { end: false });
      head.end(`${JSON.stringify(manifest)}\n`);
      await once(head, 'end');
      await pipeline(createReadStream(body), out);
      rmSync(body);
      renameSync(partial, file);
      return statSync(file).size;
    },
    /** Removes what a failed backup wrote. */
    discard(): void {
      gzip.destroy();
      rmSync(body, { force: true });
      rmSync(`${file}.partial`, { force: true });
    },
  };
}

/** The archive's lines, one at a time. */
async function* lines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  // Decoded by the stream, so a character split between two chunks stays whole.
  source.pipe(gunzip).setEncoding('utf8');
  let rest = '';
  for await (const chunk of gunzip as AsyncIterable<string>) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    yield* parts;
  }
  if (rest) yield rest;
}

export class ArchiveError extends Error {}

/** The manifest, or why this release cannot read the archive. */
function manifestOf(line: string | undefined, file: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(line ?? '');
  } catch {
    throw new ArchiveError(`${file} is not a backup archive of this platform.`);
  }
  const { format, formatVersion } = (raw ?? {}) as { format?: unknown; formatVersion?: unknown };
  if (format !== FORMAT) throw new ArchiveError(`${file} is not a backup archive of this platform.`);
  if (typeof formatVersion !== 'number' || formatVersion > FORMAT_VERSION)
    throw new ArchiveError(
      `${file} was made by a newer release (archive format ${String(formatVersion)}; this release reads up to ${FORMAT_VERSION}). Restore it with that release or a later one.`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new ArchiveError(`${file} has a damaged manifest: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function documentOf(line: string, file: string): Document {
  try {
    return BSON.EJSON.parse(line, { relaxed: false }) as Document;
  } catch (error) {
    throw new ArchiveError(`${file} has a damaged document (${(error as Error).message}).`);
  }
}

/** Documents handed over at once: bounded in number and in text, so one insert stays far below a message's limit. */
const BATCH_DOCUMENTS = 1000;
const BATCH_CHARACTERS = 4_000_000;

export interface Batch {
  database: ArchivedDatabase;
  collection: ArchivedCollection;
  documents: Document[];
}

/**
 * Reads an archive: its manifest first (`onManifest`, before any document is read), then every
 * collection's documents in batches, in the manifest's order. Every collection yields at least
 * one batch (an empty one when it holds no document), so an empty collection is restored too.
 * An archive that ends early or runs on is refused.
 */
export async function* readArchive(file: string, onManifest: (manifest: Manifest) => void): AsyncGenerator<Batch> {
  const input = lines(file);
  /** The next line; a file that is not gzip, or is cut short, says so as an archive error. */
  const next = async () => {
    try {
      return await input.next();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('Z_'))
        throw new ArchiveError(`${file} is damaged or cut short (${(error as Error).message}).`);
      throw error;
    }
  };
  try {
    const first = await next();
    const manifest = manifestOf(first.done ? undefined : first.value, file);
    onManifest(manifest);
    for (const database of manifest.databases)
      for (const collection of database.collections) {
        let documents: Document[] = [];
        let characters = 0;
        let yielded = false;
        for (let read = 0; read < collection.count; read += 1) {
          const line = await next();
          if (line.done)
            throw new ArchiveError(
              `${file} ends early: ${database.name}.${collection.name} has ${read} of its ${collection.count} documents.`,
            );
          documents.push(documentOf(line.value, file));
          characters += line.value.length;
          if (documents.length === BATCH_DOCUMENTS || characters >= BATCH_CHARACTERS) {
            yield { database, collection, documents };
            yielded = true;
            documents = [];
            characters = 0;
          }
        }
        if (documents.length || !yielded) yield { database, collection, documents };
      }
    if (!(await next()).done) throw new ArchiveError(`${file} holds more documents than its manifest counts.`);
  } finally {
    // Closes the file when the reader stops early.
    await input.return(undefined);
  }
}

/** Per collection: its count, as both commands print it. */
export function countsTable(manifest: Pick<Manifest, 'databases'>): string {
  const rows = manifest.databases.flatMap((database) =>
    database.collections.map((collection) => [`${database.name}.${collection.name}`, String(collection.count)]),
  );
  const width = Math.max(10, ...rows.map(([name]) => name!.length));
  return [['collection', 'documents'], ...rows].map(([name, count]) => `${name!.padEnd(width)}  ${count}`).join('\n');
}
