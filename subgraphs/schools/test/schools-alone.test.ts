import path from 'node:path';
import { admin, itRefusesStrangers, student, subgraphAlone } from '../../../test-support/subgraph-harness';
import { readSchoolSeed } from '../src/seed/dental-school-seed';
import { aSchool } from '@predental/schools-contract/test-support/examples';

/** The schools subgraph alone: its own process and a fresh database (so only the seed is there). */
const schools = subgraphAlone('schools');

const SEED = readSchoolSeed(path.join(__dirname, '..', 'seed', 'dental-schools.csv'));
const SCHOOL = 'id key name state city tuition programLength datAvg websiteUrl notes isFavorite';
const CREATE = `mutation ($input: DentalSchoolInput!) { createDentalSchool(input: $input) { ${SCHOOL} } }`;
const UPDATE = `mutation ($id: ID!, $input: DentalSchoolInput!) { updateDentalSchool(id: $id, input: $input) { ${SCHOOL} } }`;
const DELETE = 'mutation ($id: ID!) { deleteDentalSchool(id: $id) }';
const IMPORT =
  'mutation ($rows: [DentalSchoolCsvRow!]!) { importDentalSchools(rows: $rows) { imported created updated skipped errors { row message } } }';
const FAVORITE = 'mutation ($id: ID!) { addFavoriteSchool(schoolId: $id) { id isFavorite } }';
const UNFAVORITE = 'mutation ($id: ID!) { removeFavoriteSchool(schoolId: $id) { id isFavorite } }';
const LIST = `{ dentalSchools { ${SCHOOL} } }`;

type School = {
  id: string;
  key: string;
  name: string;
  state: string;
  city: string;
  notes: string | null;
  isFavorite: boolean;
};
const listed = async (viewer = student()) => (await schools.query(LIST, {}, viewer)).data!.dentalSchools as School[];

describe('the directory on a fresh database', () => {
  it('holds the seeded schools, each once, by name', async () => {
    const all = await listed();
    expect(all.map((school) => school.key).sort()).toEqual(SEED.map((school) => school.key).sort());
    expect(all.map((school) => school.name)).toEqual(
      [...all.map((school) => school.name)].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('one school', () => {
  const ONE = 'query ($id: ID!) { dentalSchool(id: $id) { id name isFavorite prerequisites { course required } } }';

  it('answers a school by id with its prerequisites', async () => {
    const arizona = (await listed()).find((school) => school.key === 'atsu-asdoh')!;
    const one = (await schools.query(ONE, { id: arizona.id }, student())).data!.dentalSchool;
    expect(one).toMatchObject({ id: arizona.id, name: arizona.name, isFavorite: false });
    expect(one.prerequisites).toContainEqual({ course: 'Biology', required: true });
  });

  it('refuses a school that does not exist', async () => {
    expect((await schools.query(ONE, { id: '665f000000000000000000ff' }, student())).errors?.[0]).toMatchObject({
      message: 'Dental school not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('asks a visitor to sign in', async () => {
    const [school] = await listed();
    expect((await schools.query(ONE, { id: school!.id }, null)).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('managing schools', () => {
  it('lets an admin create, update and delete a school', async () => {
    const input = aSchool();
    const created = (await schools.query(CREATE, { input }, admin())).data!.createDentalSchool;
    expect(created).toMatchObject({
      id: expect.any(String),
      name: input.name,
      city: 'Boston',
      tuition: 95_000,
      isFavorite: false,
    });
    expect(await listed()).toContainEqual(expect.objectContaining({ id: created.id, name: input.name }));

    const updated = await schools.query(
      UPDATE,
      { id: created.id, input: { notes: 'Moved campus', datAvg: null } },
      admin(),
    );
    expect(updated.data!.updateDentalSchool).toEqual({ ...created, notes: 'Moved campus', datAvg: null });

    expect((await schools.query(DELETE, { id: created.id }, admin())).data).toEqual({ deleteDentalSchool: created.id });
    expect((await listed()).map((school) => school.id)).not.toContain(created.id);
    expect((await schools.query(DELETE, { id: created.id }, admin())).errors?.[0]).toMatchObject({
      message: 'Dental school not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses every admin operation to a student, and changes nothing', async () => {
    const school = (await schools.query(CREATE, { input: aSchool() }, admin())).data!.createDentalSchool as School;
    const refusals = [
      schools.query(CREATE, { input: aSchool() }, student()),
      schools.query(UPDATE, { id: school.id, input: { notes: 'Changed by a student' } }, student()),
      schools.query(DELETE, { id: school.id }, student()),
      schools.query(IMPORT, { rows: [{ name: 'Student School', state: 'Ohio', city: 'Columbus' }] }, student()),
      schools.query('{ adminDentalSchools { id } }', {}, student()),
    ];
    for (const refused of await Promise.all(refusals)) {
      expect(refused.errors?.[0]).toMatchObject({
        message: 'You do not have permission to access the admin area.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(refused.data ?? null).toBeNull();
    }
    const after = await listed();
    expect(after.find((s) => s.id === school.id)!.notes).toBe(school.notes);
    expect(after.map((s) => s.name)).not.toContain('Student School');
    expect(schools.output()).toContain('"event":"forbidden"');
  });

  it.each([
    [{ name: ' ' }, 'School name must be at least 2 characters'],
    [{ tuition: 0 }, 'Tuition is required'],
    [{ datAvg: 601 }, 'DAT Average is required'],
    [{ acceptanceRate: 101 }, 'Acceptance rate should be between 0-100'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'Please enter a valid URL'],
  ])('refuses a school with %p: "%s"', async (change, message) => {
    const input = aSchool(change);
    const refused = await schools.query(CREATE, { input }, admin());
    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('imports CSV rows: adds new schools, updates by key, reports bad rows', async () => {
    const [first] = await listed();
    const name = aSchool().name;
    const answer = await schools.query(
      IMPORT,
      {
        rows: [
          { name, state: 'Ohio', city: 'Columbus', tuition: '50000', programLength: '4' },
          { key: first!.key, name: first!.name, state: first!.state, city: first!.city, notes: 'Imported note' },
          { name: 'Bad Tuition School', state: 'Ohio', city: 'Columbus', tuition: 'lots' },
        ],
      },
      admin(),
    );
    expect(answer.data!.importDentalSchools).toMatchObject({
      imported: 2,
      created: 1,
      updated: 1,
      errors: [{ row: 3, message: expect.any(String) }],
    });
    const after = await listed();
    expect(after.find((school) => school.key === first!.key)!.notes).toBe('Imported note');
    expect(after.map((school) => school.name)).toContain(name);
    expect(after.map((school) => school.name)).not.toContain('Bad Tuition School');
  });
});

describe('favorites', () => {
  it("are each student's own", async () => {
    const [school] = await listed();
    const me = student();
    expect((await schools.query(FAVORITE, { id: school!.id }, me)).data).toEqual({
      addFavoriteSchool: { id: school!.id, isFavorite: true },
    });
    expect((await schools.query('{ favoriteSchools { id } }', {}, me)).data).toEqual({
      favoriteSchools: [{ id: school!.id }],
    });
    expect((await listed(me)).find((s) => s.id === school!.id)!.isFavorite).toBe(true);

    const other = student();
    expect((await schools.query('{ favoriteSchools { id } }', {}, other)).data).toEqual({ favoriteSchools: [] });
    expect((await listed(other)).some((s) => s.isFavorite)).toBe(false);

    expect((await schools.query(UNFAVORITE, { id: school!.id }, me)).data).toEqual({
      removeFavoriteSchool: { id: school!.id, isFavorite: false },
    });
    expect((await schools.query('{ favoriteSchools { id } }', {}, me)).data).toEqual({ favoriteSchools: [] });
  });

  it('refuses a school that does not exist', async () => {
    expect((await schools.query(FAVORITE, { id: '665f000000000000000000ff' }, student())).errors?.[0]).toMatchObject({
      message: 'Dental school not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("disappear from everyone's list with their school", async () => {
    const school = (await schools.query(CREATE, { input: aSchool() }, admin())).data!.createDentalSchool as School;
    const me = student();
    await schools.query(FAVORITE, { id: school.id }, me);
    await schools.query(DELETE, { id: school.id }, admin());
    expect((await schools.query('{ favoriteSchools { id } }', {}, me)).data).toEqual({ favoriteSchools: [] });
  });
});

describe('who may ask', () => {
  itRefusesStrangers(schools, LIST);
});
