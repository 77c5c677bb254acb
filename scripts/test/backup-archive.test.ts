import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Double, Int32, Long } from 'mongodb';
import { archiveWriter, FORMAT, FORMAT_VERSION, readArchive, type Manifest } from '../backups/archive';

/** The archive file alone (restore reads it whole before it changes anything): what it keeps, and what it refuses. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'backup-archive-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const manifest = (collections: { name: string; count: number }[]): Manifest => ({
  format: FORMAT,
  formatVersion: FORMAT_VERSION,
  release: { commit: null },
  source: 'a test',
  startedAt: '2026-11-27T06:00:00.000Z',
  finishedAt: '2026-11-27T06:00:01.000Z',
  databases: [
    {
      area: 'academics',
      name: 'predental_academics',
      collections: collections.map((c) => ({
        ...c,
        indexes: [{ v: { $numberInt: '2' }, key: { _id: { $numberInt: '1' } }, name: '_id_' }],
      })),
    },
  ],
});

async function written(documents: object[], collections = [{ name: 'records', count: documents.length }]) {
  const file = path.join(dir, 'a.backup.gz');
  const writer = archiveWriter(file);
  for (const document of documents) await writer.write(document);
  await writer.finish(manifest(collections));
  return file;
}

async function read(file: string) {
  const batches: { collection: string; documents: object[] }[] = [];
  for await (const { collection, documents } of readArchive(file, () => undefined))
    batches.push({ collection: collection.name, documents });
  return batches;
}

/** The archive's lines, changed by `edit`, written back as a new archive. */
function edited(file: string, edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const copy = path.join(dir, 'edited.backup.gz');
  writeFileSync(copy, gzipSync(edit(lines).join('\n')));
  return copy;
}

it('keeps each document with its BSON types, by collection, an empty collection included', async () => {
  const document = {
    _id: 'a:1',
    int: new Int32(3),
    double: new Double(3),
    long: Long.fromNumber(2 ** 40),
    at: new Date(0),
  };
  const file = await written(
    [document],
    [
      { name: 'records', count: 1 },
      { name: 'records_versions', count: 0 },
    ],
  );
  expect(await read(file)).toEqual([
    { collection: 'records', documents: [document] },
    { collection: 'records_versions', documents: [] },
  ]);
  const [restored] = (await read(file))[0]!.documents as (typeof document)[];
  expect([restored!.int, restored!.double, restored!.long].map((value) => value.constructor.name)).toEqual([
    'Int32',
    'Double',
    'Long',
  ]);
});

it('refuses an archive of a newer format, saying which release can read it', async () => {
  const file = edited(await written([{ _id: 1 }]), ([head, ...rest]) => [
    JSON.stringify({ ...(JSON.parse(head!) as object), formatVersion: FORMAT_VERSION + 1 }),
    ...rest,
  ]);
  await expect(read(file)).rejects.toThrow(
    `${file} was made by a newer release (archive format ${FORMAT_VERSION + 1}; this release reads up to ${FORMAT_VERSION}). Restore it with that release or a later one.`,
  );
});

it('refuses a file that is not an archive, or one cut short, or one with more than its manifest counts', async () => {
  const file = await written([{ _id: 1 }, { _id: 2 }]);
  const notGzip = path.join(dir, 'notes.txt');
  writeFileSync(notGzip, 'not a backup');
  await expect(read(notGzip)).rejects.toThrow(`${notGzip} is damaged or cut short`);
  const other = edited(file, () => ['{"hello":"world"}']);
  await expect(read(other)).rejects.toThrow(`${other} is not a backup archive of this platform.`);

  const bytes = readFileSync(file);
  const cut = path.join(dir, 'cut.backup.gz');
  writeFileSync(cut, bytes.subarray(0, bytes.length - 12));
  await expect(read(cut)).rejects.toThrow(`${cut} is damaged or cut short`);
  const short = edited(file, (lines) => lines.slice(0, 2));
  await expect(read(short)).rejects.toThrow(
    `${short} ends early: predental_academics.records has 1 of its 2 documents.`,
  );
  const longer = edited(file, (lines) => [...lines.slice(0, 3), '{"_id":3}']);
  await expect(read(longer)).rejects.toThrow(`${longer} holds more documents than its manifest counts.`);
});
