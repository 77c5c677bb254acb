import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  BSON,
  Binary,
  BSONRegExp,
  Double,
  Int32,
  Long,
  MongoClient,
  ObjectId,
  Timestamp,
  type Document,
} from 'mongodb';
import type { Pool } from 'undici';
import { client, entryPool, type Entry } from '../../../bench/students/client';
import { ledger, type Ledger } from '../../../bench/students/ledger';
import { signUpStudents } from '../../../bench/students/platform';
import { studentLoop } from '../../../bench/students/student';
import { backup } from '../../../scripts/backup';
import { readArchive } from '../../../scripts/backups/archive';
import { areaDatabases } from '../../../scripts/backups/databases';
import { readPlatformRecord } from '../../../scripts/platform-record';
import { restore } from '../../../scripts/restore';
import { ROOT, startEngine, startStack, TEST_PASSWORD_HASHING, type Engine, type Stack } from '../../../scripts/stack';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/global-setup';

/**
 * `npm run backup` and `npm run restore` against the real engine: an archive of the release
 * before restores; backup then restore gives every document back; restore refuses, changing
 * nothing; and a backup taken while students write, restored onto an empty data folder, has every
 * write acknowledged before the backup began (the bench's ledger reads them back through /api).
 */
const FIXTURE = path.join(__dirname, 'fixtures', 'backup-format-1.backup.gz');
const folder = (name: string) => path.join(ROOT, '.data', `jest-backup-${name}-${process.pid}`);
const DIRS = {
  fixture: folder('fixture'),
  copy: folder('copy'),
  underLoad: folder('under-load'),
  files: folder('files'),
};
const archive = (name: string) => path.join(DIRS.files, name);

/** Every collection of every area's database, as comparable values: its indexes and its documents in _id order, BSON types kept. */
type Contents = Record<string, Record<string, { indexes: Document[]; documents: Document[] }>>;
const canonical = (value: Document) => BSON.EJSON.serialize(value, { relaxed: false });
const byId = (a: Document, b: Document) => {
  const [x, y] = [JSON.stringify(a._id), JSON.stringify(b._id)];
  return x < y ? -1 : x > y ? 1 : 0;
};

async function contents(uri: string): Promise<Contents> {
  const mongo = await new MongoClient(uri).connect();
  try {
    const result: Contents = {};
    for (const { area, name } of areaDatabases()) {
      const db = mongo.db(name);
      result[area] = {};
      for (const { name: collection } of await db.listCollections().toArray()) {
        const documents = await db
          .collection(collection)
          .find({}, { promoteValues: false, bsonRegExp: true })
          .toArray();
        result[area][collection] = {
          indexes: (await db.collection(collection).indexes()).map(canonical),
          documents: documents.map(canonical).sort(byId),
        };
      }
    }
    return result;
  } finally {
    await mongo.close();
  }
}

async function archiveContents(file: string): Promise<Contents> {
  const result: Contents = {};
  for await (const { database, collection, documents } of readArchive(file, () => undefined)) {
    const held = ((result[database.area] ??= {})[collection.name] ??= { indexes: collection.indexes, documents: [] });
    held.documents.push(...documents.map(canonical));
  }
  for (const collections of Object.values(result))
    for (const collection of Object.values(collections)) collection.documents.sort(byId);
  return result;
}

/** What the data folder's engine holds: started to read it, then stopped. */
async function heldIn(dataDir: string): Promise<Contents> {
  const engine = await startEngine({ dataDir, logDir: path.join(dataDir, 'logs') });
  try {
    return await contents(engine.uri);
  } finally {
    await engine.stop();
  }
}

/** A value of every BSON type the engines store, and indexes of each kind the areas make. */
async function addEveryType(uri: string): Promise<void> {
  const mongo = await new MongoClient(uri).connect();
  try {
    for (const { name } of areaDatabases()) {
      const types = mongo.db(name).collection('backup_types');
      await types.insertOne({
        _id: new ObjectId(),
        int: new Int32(3),
        double: new Double(3),
        long: Long.fromString('9007199254740993'),
        date: new Date('2026-01-02T03:04:05.678Z'),
        binary: new Binary(Buffer.from([0, 1, 2, 255])),
        regex: new BSONRegExp('^dr\\.', 'i'),
        timestamp: new Timestamp({ t: 1_700_000_000, i: 7 }),
        text: 'Ünïcödé 👍🏽 "quoted"\nnext line',
        nested: { list: [1, 'two', null, true, { deep: [new Int32(-1)] }], empty: {} },
      });
      await types.createIndex({ text: 1, int: -1 }, { name: 'text_int' });
      await types.createIndex({ long: 1 }, { unique: true });
    }
  } finally {
    await mongo.close();
  }
}

beforeAll(() => {
  for (const dir of Object.values(DIRS)) rmSync(dir, { recursive: true, force: true });
  mkdirSync(DIRS.files, { recursive: true });
});
afterAll(() => {
  for (const dir of Object.values(DIRS)) rmSync(dir, { recursive: true, force: true });
});

describe('an archive restored onto an empty data folder', () => {
  let source: Engine | undefined;
  afterAll(() => source?.stop());

  it('of the release before: every collection, document and index as archived', async () => {
    const restored = await restore({ dataDir: DIRS.fixture }, FIXTURE);
    expect(restored.leftEmpty).toEqual([]);
    const held = await heldIn(DIRS.fixture);
    expect(held).toEqual(await archiveContents(FIXTURE));
    // Every area's database has something in it: the comparison covers them all.
    for (const { area } of areaDatabases())
      expect(Object.values(held[area] ?? {}).some((c) => c.documents.length > 0)).toBe(true);
  }, 60_000);

  it('of a backup: the same documents, field by field and type by type, in every area', async () => {
    source = await startEngine({ dataDir: DIRS.fixture, logDir: path.join(DIRS.fixture, 'logs') });
    await addEveryType(source.uri);
    const made = await backup({ dataDir: DIRS.fixture, uri: source.uri }, archive('copy.backup.gz'));
    await restore({ dataDir: DIRS.copy }, made.file);
    expect(await heldIn(DIRS.copy)).toEqual(await contents(source.uri));
  }, 60_000);
});

describe('a restore it refuses, changing nothing', () => {
  it('of an archive made by a newer release', async () => {
    const [manifest, ...documents] = gunzipSync(readFileSync(archive('copy.backup.gz')))
      .toString('utf8')
      .split('\n');
    const newer = { ...(JSON.parse(manifest!) as object), formatVersion: 2 };
    writeFileSync(archive('newer.backup.gz'), gzipSync([JSON.stringify(newer), ...documents].join('\n')));
    const before = await heldIn(DIRS.copy);

    await expect(restore({ dataDir: DIRS.copy }, archive('newer.backup.gz'))).rejects.toThrow(
      'was made by a newer release (archive format 2; this release reads up to 1). Restore it with that release or a later one.',
    );
    expect(await heldIn(DIRS.copy)).toEqual(before);
  }, 60_000);

  it('while the platform runs, on its data folder or on its MongoDB server', async () => {
    const dataDir = path.dirname(process.env.TEST_LOG_DIR!);
    const uri = process.env.TEST_MONGODB_URI!;
    const fixtureStudent = async () => {
      const mongo = await new MongoClient(uri).connect();
      const found = await mongo
        .db(areaDatabases()[0]!.name)
        .collection('usernames')
        .findOne({ _id: 'fixture_dana' as never });
      await mongo.close();
      return found;
    };
    await expect(restore({ dataDir }, FIXTURE)).rejects.toThrow(
      /^The platform is running \(http:\/\/127\.0\.0\.1:\d+\/healthz answers\)\. Stop it, then restore\.$/,
    );

    const urls = JSON.parse(process.env.TEST_SUBGRAPH_URLS!) as Record<string, string>;
    const names = Object.keys(urls).map((area) => `${area.toUpperCase()}_URL`);
    const saved = names.map((name) => process.env[name]);
    for (const [area, url] of Object.entries(urls)) process.env[`${area.toUpperCase()}_URL`] = url;
    try {
      await expect(restore({ dataDir: DIRS.files, uri }, FIXTURE)).rejects.toThrow('The platform is running');
    } finally {
      names.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
    }
    expect(await fixtureStudent()).toBeNull();
  }, 30_000);
});

describe('a backup taken while students write', () => {
  let restored: Stack | undefined;
  let entry: Pool | undefined;
  afterAll(async () => {
    await entry?.close();
    await restored?.stop();
  });

  it('restored onto an empty data folder, loses no write acknowledged before the backup began', async () => {
    // The students' calls go to the running platform, then to the one restored from the backup.
    entry = entryPool(process.env.TEST_ENTRY_URL!, 4);
    const through: Entry = { request: (options) => entry!.request(options) };
    let clients = 0;
    const newClient = () => {
      clients += 1;
      return client(through, `fd00:bac:${process.pid.toString(16)}::${clients.toString(16)}`);
    };
    const students = await signUpStudents({ newClient }, 4, 'bk');
    const schools = (await students[0]!.client.call('GET', '/api/dental-schools')).body as { id: string }[];

    // Only what is acknowledged before the backup begins must be in it.
    const before = ledger();
    let began = false;
    const writes: Ledger = {
      ...before,
      record: (...write) => {
        if (!began) before.record(...write);
      },
    };
    let acknowledged = 0;
    let duringBackup = 0;
    let backingUp = false;
    let enoughWritten: () => void;
    const written = new Promise<void>((resolve) => (enoughWritten = resolve));
    let running = true;
    const loops = students.map((student, i) =>
      studentLoop(student, i, {
        schoolIds: schools.slice(0, 5).map((s) => s.id),
        ledger: writes,
        running: () => running,
        onOutcome: ({ write, answer }) => {
          if (!write || answer.status !== 201) return;
          acknowledged += 1;
          if (backingUp) duringBackup += 1;
          if (acknowledged === 20) enoughWritten();
        },
      }),
    );
    await written;
    began = true;
    backingUp = true;
    // As an operator would: the platform's own engine, found in its data folder, when it has one
    // (the platform tests alone); its MongoDB server otherwise (the engine tests' one, in a full run).
    const dataDir = path.dirname(process.env.TEST_LOG_DIR!);
    const uri = readPlatformRecord(dataDir)?.engineUri ? undefined : process.env.TEST_MONGODB_URI;
    const made = await backup({ dataDir, uri }, archive('under-load.backup.gz'));
    backingUp = false;
    running = false;
    await Promise.all(loops);
    expect(duringBackup).toBeGreaterThan(0);

    await restore({ dataDir: DIRS.underLoad }, made.file);
    restored = await startStack({
      dataDir: DIRS.underLoad,
      ports: 'free',
      logDir: path.join(DIRS.underLoad, 'logs'),
      env: { ...TEST_PASSWORD_HASHING, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: '1' },
    });
    const old = entry;
    entry = entryPool(restored.entryUrl, 4);
    await old.close();
    const check = await before.check();
    expect(check.acknowledged).toBeGreaterThanOrEqual(20);
    expect(check).toMatchObject({ lost: 0, duplicated: 0, unreadable: 0 });
  }, 180_000);
});
