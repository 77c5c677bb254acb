import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { apiClient } from '../../../test-support/api-client';
import { ROOT, startEngine, startStack, type Engine, type Stack } from '../../../scripts/stack';
import { academicRecords } from '../../../subgraphs/academics/src/academic-record';
import { courseStore } from '../../../subgraphs/academics/src/courses/courses';
import { migrateAcademics } from '../../../subgraphs/academics/src/migrate';
import pino from 'pino';

/**
 * A `.data/` written by the release before student records (fixtures/README.md) is moved into
 * them on start, once, losing nothing; an interrupted move is finished by the next start.
 */
const FIXTURE = path.join(__dirname, 'fixtures', 'ferretdb-before-records.tar.gz');
const EXPECTED = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures', 'ferretdb-before-records.expected.json'), 'utf8'),
) as Record<string, Record<string, unknown>>;
/**
 * What each read answers now: the fixture's DAT attempts were stored before DAT scales existed
 * and are answered on the 200-600 scale (subgraphs/academics/contract/src/dat.ts); its shadowing
 * visits, before virtual shadowing, are in person (issue 37's migration); everything else as before.
 */
function answeredNow(read: string, body: unknown): unknown {
  const added = { '/api/dat': { scale: '200-600' }, '/api/shadowing': { mode: 'in-person' } }[read];
  return added ? (body as object[]).map((row) => ({ ...row, ...added })) : body;
}

/**
 * The student's own part of a read. A favorite's figures are the directory's, which this release
 * fills from the seed's sourced figures: the student's favorites are which schools they saved.
 */
function studentsOwn(read: string, body: unknown): unknown {
  if (read !== '/api/favorites/schools') return body;
  return (body as { id: string; key: string; name: string; isFavorite: boolean }[]).map(
    ({ id, key, name, isFavorite }) => ({ id, key, name, isFavorite }),
  );
}
const READS = ['/api/courses', '/api/dat', '/api/shadowing', '/api/volunteer', '/api/goals', '/api/favorites/schools'];
const OLD_COLLECTIONS = {
  predental_academics: ['courses', 'datscores'],
  predental_experience: ['shadowingentries', 'volunteerentries', 'goals'],
  predental_schools: ['favorites'],
};

/** The fixture holds FerretDB's files; with a MongoDB of its own (MONGODB_URI, mongod) the platform cannot read them. */
const ferretdbRuns =
  !process.env.MONGODB_URI &&
  !(() => {
    try {
      execFileSync('which', [process.env.MONGOMS_SYSTEM_BINARY ?? 'mongod'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

function fixtureDataDir(label: string): string {
  const dataDir = path.join(ROOT, '.data', `jest-migration-${label}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  execFileSync('tar', ['-xzf', FIXTURE, '-C', dataDir]);
  return dataDir;
}

async function collectionsLeft(uri: string): Promise<string[]> {
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    const left: string[] = [];
    for (const [db, names] of Object.entries(OLD_COLLECTIONS)) {
      const present = (await connection.useDb(db).db!.listCollections({}, { nameOnly: true }).toArray()).map(
        (c) => c.name,
      );
      left.push(...names.filter((name) => present.includes(name)).map((name) => `${db}.${name}`));
    }
    return left;
  } finally {
    await connection.close();
  }
}

(ferretdbRuns ? describe : describe.skip)('the data of the release before student records', () => {
  let dataDir: string;
  let stack: Stack | undefined;
  const start = async () => {
    stack = await startStack({
      dataDir,
      ports: 'free',
      logDir: path.join(dataDir, 'logs'),
      env: { ADMIN_PASSWORD: 'Admin!Fixture1', TRUST_PROXY: '1' },
    });
    return stack;
  };
  beforeAll(() => {
    dataDir = fixtureDataDir('platform');
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function everyStudentAsBefore(base: string) {
    for (const [username, reads] of Object.entries(EXPECTED)) {
      const client = apiClient(base);
      const login = await client.post('/api/simple-login', { username, password: 'Passw0rd!' });
      expect(login.body).toMatchObject({ success: true });
      for (const read of READS)
        expect({ read, body: studentsOwn(read, (await client.get(read)).body) }).toEqual({
          read,
          body: studentsOwn(read, answeredNow(read, reads[read])),
        });
    }
  }

  it('answers every student exactly as before after the first start, and the old collections are gone', async () => {
    const first = await start();
    await everyStudentAsBefore(first.entryUrl);
    const admin = apiClient(first.entryUrl);
    expect(
      (await admin.post('/api/simple-login', { username: 'admin', password: 'Admin!Fixture1' })).body,
    ).toMatchObject({ success: true });
    expect((await admin.get('/api/admin/stats')).body).toEqual({
      userCount: 4,
      courseCount: 15,
      datScoreCount: 6,
      shadowingCount: 9,
      volunteerCount: 6,
      // The applications area came after that release: nothing to migrate, nothing counted.
      applicationCount: 0,
      applicationStages: expect.arrayContaining([{ stage: 'planned', count: 0 }]),
    });
    expect(await collectionsLeft(first.databaseUri)).toEqual([]);
  }, 120_000);

  it('changes nothing on the next start, and the moved data takes new writes', async () => {
    await stack!.stop();
    const again = await start();
    await everyStudentAsBefore(again.entryUrl);
    const ana = apiClient(again.entryUrl);
    await ana.post('/api/simple-login', { username: 'fixture_ana', password: 'Passw0rd!' });
    const added = await ana.post('/api/courses', {
      courseName: 'After the move',
      courseCode: 'NEW 1',
      credits: 3,
      grade: 'A',
      isScience: true,
      semester: 'Fall',
      year: 2025,
    });
    expect(added.status).toBe(201);
    expect(((await ana.get('/api/courses')).body as unknown[]).length).toBe(6);
    // An attempt stored before DAT scales is edited on the 200-600 scale: a new date keeps its scores.
    const [attempt] = (await ana.get('/api/dat')).body as { id: string; biology: number }[];
    expect(await ana.patch(`/api/dat/${attempt!.id}`, { testDate: '2025-05-01' })).toMatchObject({
      status: 200,
      body: { testDate: '2025-05-01', biology: attempt!.biology, scale: '200-600' },
    });
    expect(await ana.patch(`/api/dat/${attempt!.id}`, { biology: 515 })).toMatchObject({
      status: 400,
      body: { message: 'Score must be between 200-600 in steps of 10' },
    });
  }, 120_000);
});

(ferretdbRuns ? describe : describe.skip)('a move interrupted part-way', () => {
  let dataDir: string;
  let engine: Engine;
  let connection: mongoose.Connection;
  beforeAll(async () => {
    dataDir = fixtureDataDir('interrupted');
    engine = await startEngine({ dataDir, logDir: path.join(dataDir, 'logs') });
    connection = await mongoose
      .createConnection(engine.uri, { dbName: 'predental_academics', writeConcern: { w: 1, j: true } })
      .asPromise();
  }, 60_000);
  afterAll(async () => {
    await connection?.close();
    await engine?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is finished by the next run: every course once, the old collections dropped only then', async () => {
    const records = academicRecords(connection, pino({ level: 'silent' }));
    const users = await connection.collection('courses').distinct('userId');
    // The process dies after the first student's record is written.
    let seeded = 0;
    const dying = {
      ...records,
      seed: async (...args: Parameters<typeof records.seed>) => {
        if (seeded === 1) throw new Error('killed');
        seeded += 1;
        await records.seed(...args);
      },
    };
    const log = pino({ level: 'silent' });
    await expect(migrateAcademics(connection, dying, log)).rejects.toThrow('killed');
    expect(await connection.collection('courses').countDocuments()).toBe(15);

    await migrateAcademics(connection, records, log);
    const courses = courseStore(records);
    const ids = (await Promise.all(users.map((id) => courses.list(String(id))))).map((list) =>
      list.map((course) => course.id),
    );
    expect(ids.map((list) => list.length)).toEqual([5, 5, 5]);
    const expected = Object.values(EXPECTED).map((reads) =>
      (reads['/api/courses'] as { id: string }[]).map((course) => course.id).sort(),
    );
    expect(ids.map((list) => [...list].sort()).sort()).toEqual(expected.sort());
    expect((await connection.db!.listCollections({ name: 'courses' }).toArray()).length).toBe(0);
  }, 60_000);
});
