import path from 'node:path';
import mongoose from 'mongoose';
import { FILLED_FIELDS } from '@predental/schools-contract/school-figures';
import { dentalSchoolModel } from '../src/schools/dental-school-model';
import { dentalSchoolStore } from '../src/schools/dental-schools';
import { directoryVersion } from '../src/schools/directory-version';
import { keyOlderSchools } from '../src/schools/school-keys';
import { loadSchoolSeed, readSchoolSeed } from '../src/seed/dental-school-seed';
import { seedLogModel } from '../src/seed/seed-log';
import { loadSourcedSeed, readSourcedSeed } from '../src/seed/sourced-seed';

const SEED = readSchoolSeed(path.join(__dirname, '..', 'seed', 'dental-schools.csv'));

let connection: mongoose.Connection | undefined;
let scratch = 0;
afterAll(() => connection?.close());

/** An empty directory in a scratch database (on the engine), its older schools keyed as at a start. */
async function scratchDirectory() {
  connection ??= await mongoose.createConnection(process.env.TEST_MONGODB_URI!).asPromise();
  scratch += 1;
  const db = connection.useDb(`seed_test_${process.pid}_${scratch}`, { useCache: false });
  const model = dentalSchoolModel(db);
  const log = seedLogModel(db);
  await keyOlderSchools(model);
  return {
    model,
    log,
    store: dentalSchoolStore(model, directoryVersion(db)),
    other: dentalSchoolStore(model, directoryVersion(db)),
    drop: () => db.dropDatabase(),
  };
}

describe('the seed file', () => {
  it('has no made-up figures: every cycle figure of the seed is empty (the explorer shows N/A)', () => {
    for (const school of SEED) {
      expect(school).toMatchObject(Object.fromEntries(FILLED_FIELDS.map((field) => [field, null])));
    }
  });
});

describe('loading the seed (against the engine, in a scratch database)', () => {
  it('loads every school into an empty directory, then nothing more on the next starts', async () => {
    const { model, log, store, drop } = await scratchDirectory();
    expect(await loadSchoolSeed(SEED, store, log)).toEqual({ added: 73, recorded: 73 });
    expect(await loadSchoolSeed(SEED, store, log)).toEqual({ added: 0, recorded: 0 });
    expect(await model.countDocuments()).toBe(73);
    await drop();
  });

  it('adds only the new keys of a later release', async () => {
    const { model, log, store, drop } = await scratchDirectory();
    await loadSchoolSeed(SEED.slice(0, 70), store, log);
    await model.deleteOne({ key: SEED[0]!.key });
    expect(await loadSchoolSeed(SEED, store, log)).toEqual({ added: 3, recorded: 3 });
    expect(await model.countDocuments()).toBe(72);
    expect(await model.exists({ key: SEED[0]!.key })).toBeNull();
    await drop();
  });

  it('leaves a directory filled by hand before the seed existed as it is, keys its schools, and adds later keys', async () => {
    const { model, log, store, drop } = await scratchDirectory();
    await model.collection.insertOne({
      name: 'Hand-Typed School of Dentistry',
      state: 'Ohio',
      city: 'Columbus',
      programLength: 4,
      tuition: 50_000,
    });
    await keyOlderSchools(model);
    expect(await model.findOne({}, 'key').lean()).toMatchObject({ key: 'hand-typed-school-of-dentistry' });
    expect(await loadSchoolSeed(SEED.slice(0, 70), store, log)).toEqual({ added: 0, recorded: 70 });
    expect(await loadSchoolSeed(SEED, store, log)).toEqual({ added: 3, recorded: 3 });
    expect(await model.countDocuments()).toBe(4);
    await drop();
  });

  it('stores each school once when two replicas load at the same moment', async () => {
    const { model, log, store, other, drop } = await scratchDirectory();
    const results = await Promise.all([loadSchoolSeed(SEED, store, log), loadSchoolSeed(SEED, other, log)]);
    expect(results[0].added + results[1].added).toBe(73);
    expect(await model.countDocuments()).toBe(73);
    await drop();
  });
});

describe("loading the seed's sourced figures (against the engine, in a scratch database)", () => {
  const SEED_FOLDER = path.join(__dirname, '..', 'seed');
  const SOURCED = readSourcedSeed(SEED_FOLDER, new Set(SEED.map((school) => school.key)));
  it('gives each school its sourced figures on the first start, nothing more on the next, and only what a release changed after', async () => {
    const { model, store, log, drop } = await scratchDirectory();
    await loadSchoolSeed(SEED, store, log);
    const sourcedSchools = new Set(SOURCED.figures.map((figure) => figure.key)).size;
    expect(await loadSourcedSeed(SOURCED, store)).toBeGreaterThanOrEqual(sourcedSchools);
    expect(await loadSourcedSeed(SOURCED, store)).toBe(0);

    const harvard = (await store.list()).find((school) => school.key === 'harvard-sdm')!;
    const published = SOURCED.figures.filter((figure) => figure.key === 'harvard-sdm');
    expect(harvard.overallGpaAvg).toBe(published.find((figure) => figure.figure === 'gpaOverall')!.value);
    expect(harvard.figureSources).toContainEqual({ field: 'overallGpaAvg', figure: 'gpaOverall' });
    expect(harvard.figures.map((figure) => figure.figure).sort()).toEqual(
      [...new Set(published.map((figure) => figure.figure))].sort(),
    );
    expect(harvard.prerequisites.length).toBe(SOURCED.prerequisites.filter((row) => row.key === 'harvard-sdm').length);

    // A later release corrects one figure: that school alone is written, and shows it.
    const corrected = {
      ...SOURCED,
      figures: SOURCED.figures.map((figure) =>
        figure.key === 'harvard-sdm' && figure.figure === 'gpaOverall' ? { ...figure, value: 3.5 } : figure,
      ),
    };
    expect(await loadSourcedSeed(corrected, store)).toBe(1);
    expect((await store.list()).find((school) => school.key === 'harvard-sdm')!.overallGpaAvg).toBe(3.5);

    // A school an admin deleted does not come back for its figures.
    await model.deleteOne({ key: 'harvard-sdm' });
    expect(await loadSourcedSeed(SOURCED, store)).toBe(0);
    expect(await model.exists({ key: 'harvard-sdm' })).toBeNull();
    await drop();
  });

  it("gives each school the seed's usual short names, and a release's change to them reaches existing directories", async () => {
    const { store, log, drop } = await scratchDirectory();
    await loadSchoolSeed(SEED, store, log);
    await loadSourcedSeed(SOURCED, store);
    const byKey = async (key: string) => (await store.list()).find((school) => school.key === key)!;
    expect((await byKey('osu-dentistry')).shortNames).toEqual(['OSU']);
    expect((await byKey('upenn-dental')).shortNames).toEqual(['Penn', 'UPenn']);
    expect((await byKey('harvard-sdm')).shortNames).toEqual(['HSDM']);
    for (const key of [
      'ucla-dentistry',
      'ucsf-dentistry',
      'usc-ostrow',
      'nyu-dentistry',
      'unc-dentistry',
      'uic-dentistry',
    ])
      expect((await byKey(key)).shortNames.length).toBeGreaterThan(0);

    const renamed = {
      ...SOURCED,
      shortNames: [...SOURCED.shortNames, { key: 'osu-dentistry', shortName: 'Ohio State' }],
    };
    expect(await loadSourcedSeed(renamed, store)).toBe(1);
    expect((await byKey('osu-dentistry')).shortNames).toEqual(['OSU', 'Ohio State']);
    await drop();
  });
});
