import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { apiClient, signedInClient } from '../../../test-support/api-client';
import { ownStack } from '../../../test-support/own-stack';

/** A stack of its own: one subgraph is stopped, and only that area's data goes missing. */
describe('with the academics subgraph down', () => {
  const own = ownStack('degraded');
  beforeAll(() => own.stack.stopService('academics'));

  it('the bridge answers 503 for academics rows and the rest still works', async () => {
    const { client } = await signedInClient('down', own.stack.entryUrl);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.get('/api/shadowing')).status).toBe(200);

    const courses = await client.get('/api/courses');
    expect(courses.status).toBe(503);
    expect(courses.body).toEqual({ message: 'The academics service is unavailable. Please try again shortly.' });
  });

  it('"Download my data" answers 503 naming academics, and no file (issue 38)', async () => {
    const { client } = await signedInClient('dl', own.stack.entryUrl);
    const download = await client.get('/api/me/export');
    expect(download.status).toBe(503);
    expect(download.headers['content-disposition']).toBeUndefined();
    expect(download.body).toEqual({
      message:
        'Your data could not be gathered: the academics service is not answering. Nothing was downloaded; try again in a minute.',
    });
  });

  it('the gateway returns the other subgraphs’ data with an error for the missing part', async () => {
    const { client, account } = await signedInClient('part', own.stack.entryUrl);
    const response = await client.graphql<{ me: { username: string; courses: unknown } }>(
      '{ me { username courses { id } } }',
    );
    expect(response.body.data?.me).toEqual({ username: account.username, courses: null });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('the dental school explorer still lists every school, only without "my numbers"', async () => {
    const { client } = await signedInClient('expl', own.stack.entryUrl);
    const response = await client.graphql<{ dentalSchools: { key: string; myNumbers: unknown }[] }>(
      '{ dentalSchools { key myNumbers { overallGpa { mine } } } }',
    );
    const schools = response.body.data!.dentalSchools;
    expect(schools.length).toBeGreaterThanOrEqual(73);
    expect(schools.every((school) => school.myNumbers === null)).toBe(true);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('with the identity subgraph down', () => {
  const GRACE_MS = 3000;
  const own = ownStack('no-identity', { SESSION_GRACE_MS: String(GRACE_MS) });
  const signedUp = async (prefix: string) => (await signedInClient(prefix, own.stack.entryUrl)).client;

  const sessionCookie = (setCookie: string[]) =>
    setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('sid=') && pair !== 'sid=')!;

  it('a session that logged out is not honoured while identity is down, even moments later', async () => {
    const client = apiClient(own.stack.entryUrl);
    const id = `gone${Date.now().toString(36)}`;
    const signUp = await client.post('/api/simple-register', {
      username: id,
      email: `${id}@example.com`,
      password: 'Passw0rd!',
    });
    const stolen = sessionCookie(signUp.setCookie);
    expect((await client.get('/api/courses')).status).toBe(200);
    expect((await client.post('/api/simple-logout')).status).toBe(200);
    // Frozen rather than stopped, so that it answers again for the next test.
    const identity = own.stack.servicePid('identity')!;
    process.kill(identity, 'SIGSTOP');
    try {
      const replayed = await client.send('GET', '/api/courses', { headers: { cookie: stolen } });
      expect([replayed.status, replayed.body]).toEqual([
        503,
        { message: 'Sign-in is unavailable. Please try again shortly.' },
      ]);
    } finally {
      process.kill(identity, 'SIGCONT');
    }
  });

  it('a student identity confirmed moments ago keeps working in the other areas for the grace; then, and for anyone else, 503 "sign-in is unavailable", never a 500', async () => {
    const working = await signedUp('grace');
    expect((await working.get('/api/courses')).status).toBe(200);
    const unconfirmed = await signedUp('cold');
    await own.stack.stopService('identity');
    const stoppedAt = Date.now();

    expect((await working.get('/api/courses')).status).toBe(200);
    expect((await working.post('/api/courses', validCourseInput)).status).toBe(201);
    // Who the student is, and everything else identity answers, waits for identity.
    expect((await working.get('/api/user')).status).toBe(503);

    const unavailable = { message: 'Sign-in is unavailable. Please try again shortly.' };
    const cold = await unconfirmed.get('/api/courses');
    expect([cold.status, cold.body]).toEqual([503, unavailable]);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + GRACE_MS + 500 - Date.now())));
    const late = await working.get('/api/courses');
    expect([late.status, late.body]).toEqual([503, unavailable]);
    const graphql = await working.graphql('{ me { id } }');
    expect(graphql.status).toBe(503);
    expect(graphql.body.errors?.[0]?.message).toBe(unavailable.message);
  });
});
