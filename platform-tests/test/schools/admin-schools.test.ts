import { adminClient, apiClient, signedInClient } from '../../../test-support/api-client';
import { aSchool } from '@predental/schools-contract/test-support/examples';
import { importSummary } from './import-summary';

describe('school management through /api/admin/dental-schools', () => {
  it('creates, lists, updates and deletes a school', async () => {
    const admin = await adminClient();
    const school = aSchool();
    const created = await admin.post('/api/admin/dental-schools', school);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      key: expect.stringMatching(/^test-school-of-dentistry-[a-z0-9]+$/),
      ...school,
      // The bridge answers the school as the schools contract's DentalSchoolFields selects it.
      shortNames: [],
      isFavorite: false,
      figures: [],
      figureSources: [],
    });

    expect((await admin.get('/api/admin/dental-schools')).body).toContainEqual(created.body);

    const updated = await admin.patch(`/api/admin/dental-schools/${created.body.id}`, {
      tuition: 99_500,
      isPublic: true,
      inStateTuition: 45_000,
      notes: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...created.body,
      tuition: 99_500,
      isPublic: true,
      inStateTuition: 45_000,
      notes: null,
    });
    expect((await admin.get('/api/dental-schools')).body).toContainEqual(updated.body);

    const deleted = await admin.delete(`/api/admin/dental-schools/${created.body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    const ids = (await admin.get('/api/admin/dental-schools')).body.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(created.body.id);
    expect((await admin.delete(`/api/admin/dental-schools/${created.body.id}`)).status).toBe(404);
  });

  it('answers a repeat directory read 304, and 200 with the change once an admin changed a school', async () => {
    const admin = await adminClient();
    const school = (await admin.post('/api/admin/dental-schools', aSchool())).body;
    const { client } = await signedInClient('etag');
    const version = async () => (await client.graphql('{ directoryVersion }')).body.data?.directoryVersion;
    const ifNoneMatch = (etag: string) =>
      client.send('GET', '/api/dental-schools', { headers: { 'if-none-match': etag } });

    const before = await version();
    const first = await client.get('/api/dental-schools');
    expect(first.headers).toMatchObject({ 'cache-control': 'private, no-cache', etag: expect.any(String) });
    const repeat = await ifNoneMatch(first.headers.etag!);
    // Other test files write schools too: only an unchanged version (a fresh token per write) owes a 304.
    if ((await version()) === before) expect(repeat).toMatchObject({ status: 304, body: undefined });
    else expect(repeat.headers.etag).not.toBe(first.headers.etag);

    expect((await admin.patch(`/api/admin/dental-schools/${school.id}`, { tuition: 77_700 })).status).toBe(200);
    expect(await version()).not.toBe(before);
    const changed = await ifNoneMatch(first.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.body).toContainEqual({ ...school, tuition: 77_700 });
  });

  it('applies the defaults of a new school and lists schools by name', async () => {
    const admin = await adminClient();
    const { name, state, city, tuition, scienceGpaAvg, overallGpaAvg, datAvg, programLength } = aSchool();
    const created = await admin.post('/api/admin/dental-schools', {
      name: `${name} B`,
      state,
      city,
      tuition,
      scienceGpaAvg,
      overallGpaAvg,
      datAvg,
      programLength,
      websiteUrl: '',
      notes: '  ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tuitionNonResident: null,
      inStateTuition: null,
      acceptanceRate: null,
      hasAcceleratedProgram: false,
      isPublic: false,
      websiteUrl: null,
      notes: null,
    });
    await admin.post('/api/admin/dental-schools', { ...aSchool(), name: `${name} A` });
    const names = (await admin.get('/api/admin/dental-schools')).body
      .map((s: { name: string }) => s.name)
      .filter((n: string) => n.startsWith(name));
    expect(names).toEqual([`${name} A`, `${name} B`]);
  });

  // Every field's rule is tested against its schema (subgraphs/schools/contract/test): one refusal here.
  it('refuses an invalid school with its message and stores nothing', async () => {
    const admin = await adminClient();
    const school = aSchool({ datAvg: 601 });
    const response = await admin.post('/api/admin/dental-schools', school);
    expect(response).toMatchObject({ status: 400, body: { message: 'DAT Average is required' } });
    const names = (await admin.get('/api/admin/dental-schools')).body.map((s: { name: string }) => s.name);
    expect(names).not.toContain(school.name);
  });

  it('gives GraphQL clients the same messages', async () => {
    const admin = await adminClient();
    const create = (input: object) =>
      admin.graphql('mutation($input: DentalSchoolInput!) { createDentalSchool(input: $input) { id } }', { input });
    expect((await create({ ...aSchool(), datAvg: 700 })).body.errors?.[0]).toMatchObject({
      message: 'DAT Average is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses an invalid update and keeps the school as it was', async () => {
    const admin = await adminClient();
    const created = (await admin.post('/api/admin/dental-schools', aSchool())).body;
    expect(await admin.patch(`/api/admin/dental-schools/${created.id}`, { overallGpaAvg: 4.5 })).toMatchObject({
      status: 400,
      body: { message: 'Overall GPA Average is required' },
    });
    expect((await admin.get('/api/admin/dental-schools')).body).toContainEqual(created);
  });

  it('answers 404 for an unknown school', async () => {
    const admin = await adminClient();
    expect((await admin.patch('/api/admin/dental-schools/not-an-id', { tuition: 1000 })).status).toBe(404);
    expect((await admin.patch('/api/admin/dental-schools/0123456789abcdef01234567', { tuition: 1000 })).status).toBe(
      404,
    );
    expect(await admin.delete('/api/admin/dental-schools/0123456789abcdef01234567')).toMatchObject({
      status: 404,
      body: { message: 'Dental school not found' },
    });
  });

  it('answers 400 to a body that is not JSON or has the wrong shape', async () => {
    const admin = await adminClient();
    expect(await admin.raw('POST', '/api/admin/dental-schools', '{"name":')).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
    expect((await admin.raw('PATCH', '/api/admin/dental-schools/0123456789abcdef01234567', '"text"')).status).toBe(400);
    // The other wrong shapes are the schemas' (subgraphs/schools/contract/test).
    expect(await admin.post('/api/admin/dental-schools/import', {})).toMatchObject({
      status: 400,
      body: { message: 'rows must be a list of CSV rows' },
    });
  });
});

describe('CSV import through /api/admin/dental-schools/import', () => {
  it('stores valid rows (figures may be empty), skips rows without a name and reports the others by row', async () => {
    const admin = await adminClient();
    const first = aSchool();
    const second = aSchool();
    const rows = [
      // A quoted cell keeps its comma: the browser's CSV parser hands over whole cells.
      {
        name: first.name,
        state: 'California',
        city: 'Los Angeles',
        tuition: '$65,000',
        programLength: '4',
        scienceGpaAvg: '3.5',
        overallGpaAvg: '3.6',
        datAvg: '520',
        acceptanceRate: '',
        isPublic: 'TRUE',
        hasAcceleratedProgram: '0',
        notes: 'Clinics in Los Angeles, Pasadena and Irvine',
        websiteUrl: '',
      },
      { name: '', state: 'Texas', city: 'Houston' },
      {
        name: second.name,
        state: 'Texas',
        city: 'Houston',
        tuition: '',
        programLength: '4',
        scienceGpaAvg: '3.3',
        overallGpaAvg: '3.4',
        datAvg: '510',
      },
      {
        name: `${second.name} 2`,
        state: 'Texas',
        city: 'Houston',
        tuition: '40000',
        programLength: '4',
        scienceGpaAvg: '3.3',
        overallGpaAvg: '3.4',
        datAvg: '900',
      },
      {
        name: `${second.name} 3`,
        state: 'Texas',
        city: 'Austin',
        tuition: 41000,
        programLength: 4,
        scienceGpaAvg: 3.3,
        overallGpaAvg: 3.4,
        datAvg: 505,
        isPublic: true,
        unknownColumn: 'ignored',
      },
    ];
    const response = await admin.post('/api/admin/dental-schools/import', { rows });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      importSummary({ created: 3, skipped: 1, errors: [{ row: 4, message: 'DAT Average is required' }] }),
    );
    const list = (await admin.get('/api/admin/dental-schools')).body as { name: string }[];
    expect(list.find((s) => s.name === first.name)).toMatchObject({
      state: 'California',
      tuition: 65_000,
      acceptanceRate: null,
      isPublic: true,
      hasAcceleratedProgram: false,
      notes: 'Clinics in Los Angeles, Pasadena and Irvine',
      websiteUrl: null,
    });
    expect(list.find((s) => s.name === `${second.name} 3`)).toMatchObject({
      city: 'Austin',
      tuition: 41_000,
      isPublic: true,
    });
    // An empty figure is "not reported" (the seed's format), not a reason to refuse the school.
    expect(list.find((s) => s.name === second.name)).toMatchObject({ tuition: null, datAvg: 510 });
    expect(list.map((s) => s.name)).not.toContain(`${second.name} 2`);
  });

  it('imports nothing from an empty list', async () => {
    const admin = await adminClient();
    expect(await admin.post('/api/admin/dental-schools/import', { rows: [] })).toMatchObject({
      status: 200,
      body: { imported: 0, errors: [] },
    });
  });
});

describe('who may manage schools', () => {
  it('answers 403 to a student on every admin row and changes nothing', async () => {
    const admin = await adminClient();
    const school = (await admin.post('/api/admin/dental-schools', aSchool())).body;
    const { client } = await signedInClient('student');
    const added = aSchool();
    const imported = aSchool();
    const attempts = [
      client.get('/api/admin/dental-schools'),
      client.post('/api/admin/dental-schools', added),
      client.patch(`/api/admin/dental-schools/${school.id}`, { tuition: 1 }),
      client.delete(`/api/admin/dental-schools/${school.id}`),
      client.post('/api/admin/dental-schools/import', { rows: [{ ...imported, tuition: '1000' }] }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response).toMatchObject({
        status: 403,
        body: { message: 'You do not have permission to access the admin area.' },
      });
    }
    const gql = await client.graphql('mutation($id: ID!) { deleteDentalSchool(id: $id) }', { id: school.id });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const after = (await admin.get('/api/admin/dental-schools')).body as { id: string }[];
    // Other test files add, edit and delete their own schools meanwhile, so only what the
    // student aimed at is compared: the school they tried to edit and delete, and the two new ones.
    expect(after.find((s) => s.id === school.id)).toEqual(school);
    expect(after).not.toContainEqual(expect.objectContaining({ name: added.name }));
    expect(after).not.toContainEqual(expect.objectContaining({ name: imported.name }));
  });

  it('answers 401 when signed out', async () => {
    const anonymous = apiClient();
    for (const response of await Promise.all([
      anonymous.get('/api/dental-schools'),
      anonymous.get('/api/favorites/schools'),
      anonymous.post('/api/favorites/schools', { schoolId: '0123456789abcdef01234567' }),
      anonymous.delete('/api/favorites/schools/0123456789abcdef01234567'),
      anonymous.get('/api/admin/dental-schools'),
      anonymous.post('/api/admin/dental-schools', aSchool()),
      anonymous.delete('/api/admin/dental-schools/0123456789abcdef01234567'),
    ])) {
      expect(response.status).toBe(401);
    }
  });
});
