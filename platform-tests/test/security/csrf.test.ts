import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { apiClient, entryUrl, newAccount, signedInClient, type ApiClient } from '../../../test-support/api-client';
import { loggedEntries } from '../../../test-support/log-entries';
import { runService, type ServiceRun } from '../../../test-support/service-process';
import { standInGateway } from './stand-in-gateway';

const EVIL = 'https://evil.example';
const REFUSED = { message: 'Cross-site requests are not allowed' };
const NOT_JSON = { message: 'Send the request body as JSON (Content-Type: application/json)' };
const addCourse = JSON.stringify({
  query: 'mutation AddCourse($input: CourseInput!) { addCourse(input: $input) { id } }',
  variables: { input: validCourseInput },
});

async function courseCount(client: ApiClient): Promise<number> {
  const response = await client.get<unknown[]>('/api/courses');
  expect(response.status).toBe(200);
  return response.body.length;
}

describe('a forged request from another site', () => {
  it('cannot sign the user out with a form POST', async () => {
    const { client, user } = await signedInClient('csrf');
    const response = await client.send('POST', '/api/simple-logout', {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'confirm=yes',
    });
    expect(response).toMatchObject({ status: 403, body: REFUSED });
    expect(await client.get('/api/user')).toMatchObject({ status: 200, body: { id: user.id } });
  });

  it('cannot store a course through /api with a text/plain JSON body', async () => {
    const { client } = await signedInClient('csrf');
    const response = await client.send('POST', '/api/courses', {
      headers: { origin: EVIL, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(validCourseInput),
    });
    expect(response).toMatchObject({ status: 403, body: REFUSED });
    expect(await courseCount(client)).toBe(0);
  });

  it('cannot store a course through /graphql with a text/plain JSON body', async () => {
    const { client } = await signedInClient('csrf');
    const response = await client.send('POST', '/graphql', {
      headers: { origin: EVIL, 'content-type': 'text/plain;charset=UTF-8' },
      body: addCourse,
    });
    expect(response).toMatchObject({ status: 403, body: REFUSED });
    expect(await courseCount(client)).toBe(0);
  });

  it.each(['cross-site', 'same-site'])('is refused by Sec-Fetch-Site: %s when there is no Origin', async (site) => {
    const { client } = await signedInClient('csrf');
    const json = { 'sec-fetch-site': site, 'content-type': 'application/json' };
    expect(
      await client.send('POST', '/api/courses', { headers: json, body: JSON.stringify(validCourseInput) }),
    ).toMatchObject({
      status: 403,
      body: REFUSED,
    });
    expect(await client.send('POST', '/graphql', { headers: json, body: addCourse })).toMatchObject({
      status: 403,
      body: REFUSED,
    });
    expect(await client.send('POST', '/api/simple-logout', { headers: { 'sec-fetch-site': site } })).toMatchObject({
      status: 403,
      body: REFUSED,
    });
    expect(await courseCount(client)).toBe(0);
  });

  it('is refused when its Origin is "null" (a sandboxed frame)', async () => {
    const { client } = await signedInClient('csrf');
    expect(await client.send('POST', '/api/simple-logout', { headers: { origin: 'null' } })).toMatchObject({
      status: 403,
      body: REFUSED,
    });
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['/api/courses', JSON.stringify(validCourseInput)],
    ['/graphql', addCourse],
  ])('is refused at %s with 415 even without Origin, and stores nothing', async (path, body) => {
    const { client } = await signedInClient('csrf');
    expect(await client.send('POST', path, { headers: { 'content-type': 'text/plain' }, body })).toMatchObject({
      status: 415,
      body: NOT_JSON,
    });
    expect(await courseCount(client)).toBe(0);
  });
});

describe('our own pages', () => {
  const own = () => ({ origin: entryUrl(), 'sec-fetch-site': 'same-origin' });

  it('store, read and sign out through /api and /graphql', async () => {
    const { client } = await signedInClient('csrf');
    const json = { ...own(), 'content-type': 'application/json' };
    expect(
      (await client.send('POST', '/api/courses', { headers: json, body: JSON.stringify(validCourseInput) })).status,
    ).toBe(201);
    const viaGraphql = await client.send('POST', '/graphql', { headers: json, body: addCourse });
    expect(viaGraphql.status).toBe(200);
    expect(viaGraphql.body.data.addCourse.id).toEqual(expect.any(String));
    expect(await courseCount(client)).toBe(2);
    // Signing out sends no body, hence no content type.
    expect(await client.send('POST', '/api/simple-logout', { headers: own() })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('are recognised behind a proxy that forwards the public scheme and host', async () => {
    const { client } = await signedInClient('csrf');
    const response = await client.send('POST', '/api/courses', {
      headers: {
        origin: 'https://predental.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'predental.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify(validCourseInput),
    });
    expect(response.status).toBe(201);
  });

  it('still send JSON: a same-origin text/plain body is refused', async () => {
    const { client } = await signedInClient('csrf');
    const response = await client.send('POST', '/api/courses', {
      headers: { ...own(), 'content-type': 'text/plain' },
      body: JSON.stringify(validCourseInput),
    });
    expect(response).toMatchObject({ status: 415, body: NOT_JSON });
  });
});

describe('API clients that send neither Origin nor Sec-Fetch-Site', () => {
  it('use the whole REST contract as before', async () => {
    const client = apiClient();
    expect((await client.post('/api/simple-register', newAccount('csrf'))).status).toBe(201);
    const created = await client.post('/api/courses', validCourseInput);
    expect(created.status).toBe(201);
    expect((await client.patch(`/api/courses/${created.body.id}`, { grade: 'B' })).status).toBe(200);
    expect(await client.delete(`/api/courses/${created.body.id}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await client.graphql('{ courses { id } }')).body.data).toEqual({ courses: [] });
    expect((await client.post('/api/simple-logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

/** The entry's security log entries of one event. */
const securityEvents = (entry: Extract<ServiceRun, { listening: true }>, event: string) =>
  loggedEntries(
    () => [entry.output()],
    (logged) => logged.event === event,
  );

describe('PUBLIC_ORIGIN', () => {
  let gateway: Awaited<ReturnType<typeof standInGateway>>;
  let entry: Extract<ServiceRun, { listening: true }>;

  beforeAll(async () => {
    gateway = await standInGateway();
    const run = await runService('entry', {
      GATEWAY_URL: gateway.url,
      PUBLIC_ORIGIN: 'https://predental.example, https://www.predental.example/',
    });
    if (!run.listening) throw new Error(`the entry did not start:\n${run.output}`);
    entry = run;
  });

  afterAll(async () => {
    await entry?.stop();
    await gateway?.close();
  });

  const post = (origin: string) =>
    fetch(`${entry.url}/graphql`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

  it('adds the configured origins to our own', async () => {
    expect((await post('https://predental.example')).status).toBe(200);
    expect((await post('https://www.predental.example')).status).toBe(200);
    expect(gateway.received).toHaveLength(2);
  });

  it('refuses any other origin before the gateway sees it, and logs the refusal', async () => {
    const before = gateway.received.length;
    const response = await post(EVIL);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSED);
    expect(gateway.received).toHaveLength(before);
    expect(await securityEvents(entry, 'csrf_refused')).toContainEqual(
      expect.objectContaining({
        log: 'security',
        service: 'entry',
        event: 'csrf_refused',
        target: '/graphql',
        reason: `origin ${EVIL}`,
        address: expect.any(String),
      }),
    );
  });
});
