import { bridgeWithServiceDown } from './service-down';

describe('school rows when the schools service is down', () => {
  let bridge: Awaited<ReturnType<typeof bridgeWithServiceDown>>;

  beforeAll(async () => {
    bridge = await bridgeWithServiceDown('schools');
  });

  afterAll(() => bridge.close());

  const school = {
    name: 'Test School',
    state: 'Texas',
    city: 'Houston',
    tuition: 40_000,
    programLength: 4,
    scienceGpaAvg: 3.3,
    overallGpaAvg: 3.4,
    datAvg: 510,
  };
  const id = '0123456789abcdef01234567';

  it.each([
    ['GET', '/api/dental-schools', undefined],
    ['GET', '/api/favorites/schools', undefined],
    ['POST', '/api/favorites/schools', { schoolId: id }],
    ['DELETE', `/api/favorites/schools/${id}`, undefined],
    ['GET', '/api/admin/dental-schools', undefined],
    ['POST', '/api/admin/dental-schools', school],
    ['PATCH', `/api/admin/dental-schools/${id}`, { tuition: 41_000 }],
    ['DELETE', `/api/admin/dental-schools/${id}`, undefined],
    ['POST', '/api/admin/dental-schools/import', { rows: [{ name: 'Test School' }] }],
  ])('%s %s answers 503 with a clear message', async (method, path, body) => {
    expect(await bridge.send(method, path, body)).toEqual({
      status: 503,
      body: { message: 'The schools service is unavailable. Please try again shortly.' },
    });
  });

  it('refuses invalid input at the edge, asking the gateway only who is calling', async () => {
    const before = bridge.operations.length;
    expect(await bridge.send('POST', '/api/admin/dental-schools', { ...school, acceptanceRate: 120 })).toEqual({
      status: 400,
      body: { message: 'Acceptance rate should be between 0-100' },
    });
    // A refused body costs one look at the caller (401 and 403 come first), never the row's own operation.
    expect(bridge.operations.slice(before).map((query) => query.match(/query (\w+)/)?.[1])).toEqual(
      bridge.operations.slice(before).map(() => 'CheckAdmin'),
    );
    expect(bridge.operations.length).toBeGreaterThan(before);
  });
});
