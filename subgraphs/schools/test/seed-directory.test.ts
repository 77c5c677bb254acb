import path from 'node:path';
import { signViewer } from '@predental/service-kit/viewer-token';
import mongoose from 'mongoose';
import { signedInClient } from '../../../test-support/api-client';
import { startSubgraphReplica } from '../../../test-support/service-process';
import { dentalSchoolModel } from '../src/schools/dental-school-model';
import { dentalSchoolStore } from '../src/schools/dental-schools';
import { keyOlderSchools } from '../src/schools/school-keys';
import { loadSchoolSeed, readSchoolSeed } from '../src/seed/dental-school-seed';
import { seedLogModel } from '../src/seed/seed-log';
import { adminClient } from './admin-client';

const SEED = readSchoolSeed(path.join(__dirname, '..', 'seed', 'dental-schools.csv'));
const seedKeys = SEED.map((school) => school.key);

type ListedSchool = { id: string; key: string; name: string; city: string; state: string; notes: string | null; tuition: number | null; datAvg: number | null };

describe('the seeded dental school directory', () => {
  it('ships every accredited US program once, each with a unique key, and lists them all on first start', async () => {
    expect(SEED).toHaveLength(72);
    expect(new Set(seedKeys).size).toBe(SEED.length);
    expect(new Set(SEED.map((school) => school.name)).size).toBe(SEED.length);

    const { client: student } = await signedInClient();
    const listed = (await student.get('/api/dental-schools')).body as ListedSchool[];
    for (const school of SEED.filter((s) => s.key !== 'marquette-dentistry')) {
      const matches = listed.filter((s) => s.key === school.key);
      expect(matches).toEqual([expect.objectContaining({ name: school.name, city: school.city, state: school.state })]);
    }
  });

  it('has no made-up figures: every cycle figure of the seed is empty (the explorer shows N/A)', () => {
    for (const school of SEED) {
      expect(school).toMatchObject({ tuition: null, tuitionNonResident: null, inStateTuition: null, scienceGpaAvg: null, overallGpaAvg: null, datAvg: null, acceptanceRate: null });
    }
  });

  it('on restart adds nothing, keeps an admin edit and never brings back a school an admin deleted', async () => {
    const admin = await adminClient();
    const listed = (await admin.get('/api/admin/dental-schools')).body as ListedSchool[];
    const deleted = listed.find((s) => s.key === 'marquette-dentistry')!;
    const edited = listed.find((s) => s.key === 'wvu-dentistry')!;
    expect((await admin.delete(`/api/admin/dental-schools/${deleted.id}`)).status).toBe(200);
    expect((await admin.patch(`/api/admin/dental-schools/${edited.id}`, { notes: 'Edited by an admin' })).status).toBe(200);

    // A second schools process on the same database runs the start-up seed check again.
    const replica = await startSubgraphReplica('schools');
    try {
      const viewer = { id: '665f0000000000000000a001', username: 'seed-reader', isAdmin: false, isPremium: false, sessionId: 's1' };
      const response = await fetch(`${replica.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-viewer-assertion': signViewer(viewer, process.env.TEST_INTERNAL_SECRET!, 'schools') },
        body: JSON.stringify({ query: '{ dentalSchools { key notes } }' }),
      });
      const schools = ((await response.json()) as { data: { dentalSchools: { key: string; notes: string | null }[] } }).data.dentalSchools;
      const seeded = schools.filter((s) => seedKeys.includes(s.key));
      expect(seeded).toHaveLength(SEED.length - 1);
      expect(seeded.map((s) => s.key)).not.toContain('marquette-dentistry');
      expect(seeded.find((s) => s.key === 'wvu-dentistry')!.notes).toBe('Edited by an admin');
    } finally {
      await replica.stop();
    }
  });
});

describe('loading the seed (against the engine, in a scratch database)', () => {
  let connection: mongoose.Connection;
  let scratch = 0;

  const freshDatabase = async () => {
    scratch += 1;
    const db = connection.useDb(`seed_test_${process.pid}_${scratch}`, { useCache: false });
    const model = dentalSchoolModel(db);
    const log = seedLogModel(db);
    await keyOlderSchools(model);
    return { model, log, store: dentalSchoolStore(model), drop: () => db.dropDatabase() };
  };

  beforeAll(async () => {
    connection = await mongoose.createConnection(process.env.TEST_MONGODB_URI!).asPromise();
  });
  afterAll(() => connection.close());

  it('loads every school into an empty directory, then nothing more on the next starts', async () => {
    const { model, log, store, drop } = await freshDatabase();
    expect(await loadSchoolSeed(SEED, store, log)).toEqual({ added: 72, recorded: 72 });
    expect(await loadSchoolSeed(SEED, store, log)).toEqual({ added: 0, recorded: 0 });
    expect(await model.countDocuments()).toBe(72);
    await drop();
  });

  it('adds only the new keys of a later release', async () => {
    const { model, log, store, drop } = await freshDatabase();
    await loadSchoolSeed(SEED.slice(0, 70), store, log);
    await model.deleteOne({ key: SEED[0]!.key });
    expect(await loadSchoolSeed(SEED, store, log)).toEqual({ added: 2, recorded: 2 });
    expect(await model.countDocuments()).toBe(71);
    expect(await model.exists({ key: SEED[0]!.key })).toBeNull();
    await drop();
  });

  it('leaves a directory filled by hand before the seed existed as it is, keys its schools, and adds later keys', async () => {
    const { model, log, store, drop } = await freshDatabase();
    await model.collection.insertOne({ name: 'Hand-Typed School of Dentistry', state: 'Ohio', city: 'Columbus', programLength: 4, tuition: 50_000 });
    await keyOlderSchools(model);
    expect(await model.findOne({}, 'key').lean()).toMatchObject({ key: 'hand-typed-school-of-dentistry' });
    expect(await loadSchoolSeed(SEED.slice(0, 70), store, log)).toEqual({ added: 0, recorded: 70 });
    expect(await loadSchoolSeed(SEED, store, log)).toEqual({ added: 2, recorded: 2 });
    expect(await model.countDocuments()).toBe(3);
    await drop();
  });

  it('stores each school once when two replicas load at the same moment', async () => {
    const { model, log, store, drop } = await freshDatabase();
    const other = dentalSchoolStore(model);
    const results = await Promise.all([loadSchoolSeed(SEED, store, log), loadSchoolSeed(SEED, other, log)]);
    expect(results[0]!.added + results[1]!.added).toBe(72);
    expect(await model.countDocuments()).toBe(72);
    await drop();
  });
});
