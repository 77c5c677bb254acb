import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { validShadowingEntry } from '@predental/experience-contract/test-support/examples';
import { apiClient, signedInClient } from '../../../test-support/api-client';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/global-setup';
import { ownStack } from '../../../test-support/own-stack';
import { SUBGRAPHS } from '../../../gateway/src/subgraphs';
import { deleteAccount, documentsNaming, studentInEveryArea } from '../identity/student-in-every-area';

/**
 * One stack of its own (a stack costs some 13 s of CPU to start) for what the shared stack must
 * never see, in this order: academics killed comes back by itself; a deletion applications missed
 * (frozen, then killed) finishes once it is back; then academics stopped for good, and only
 * its data goes missing; then identity frozen, then stopped; last, the stack stops in order.
 */
/**
 * The grace counts from identity's last answer, up to a poll (1 s) before its stop begins; the
 * first check comes after the stop ends plus TRUST_LAPSES_MS. 8 s leaves 4.5 s for identity's
 * clean stop, which takes well under 1 s: a stop that began while the gateway's poll was being
 * answered used to wait for the supervisor's kill (10 s), as its socket stayed open (closeServer).
 */
const GRACE_MS = 8000;
/** The gateway stops trusting sessions once identity's list of ended sessions missed two polls (1 s apart). */
const TRUST_LAPSES_MS = 2500;
// Identity gives up on an area after 1 s and asks again within 2 s: the deletion below finishes soon.
const own = ownStack('services-down', {
  SESSION_GRACE_MS: String(GRACE_MS),
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  ERASE_CALL_TIMEOUT_MS: '1000',
  ERASE_RETRY_MAX_MS: '2000',
});
const signedUp = async (prefix: string) => (await signedInClient(prefix, own.stack.entryUrl)).client;
const supervisorLog = () => readFileSync(path.join(own.dataDir, 'logs', 'supervisor.log'), 'utf8');

describe('a subgraph killed', () => {
  it('is restarted while requests flow; its data is back, nothing answered 500', async () => {
    const client = await signedUp('sup');
    expect((await client.post('/api/courses', validCourseInput)).status).toBe(201);

    const pid = own.stack.servicePid('academics')!;
    process.kill(pid, 'SIGKILL');
    const statuses = new Set<number>();
    const deadline = Date.now() + 20_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      const response = await client.get('/api/courses');
      statuses.add(response.status);
      back = response.status === 200 && response.body.length === 1;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(true);
    expect(statuses.has(500)).toBe(false);
    expect(own.stack.servicePid('academics')).not.toBe(pid);
    expect(supervisorLog()).toMatch(/academics exited \(SIGKILL\); restarting in \d+ ms/);
  });
});

describe('a deletion halfway', () => {
  it("finishes a deletion that applications missed, once it is killed and back: its records go, and the admin statistics' counts", async () => {
    const base = own.stack.entryUrl;
    const { client, account, user } = await studentInEveryArea('crash', base);
    const admin = apiClient(base);
    await admin.post('/api/simple-login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    const before = (await admin.get('/api/admin/stats')).body;
    const pid = own.stack.servicePid('applications')!;
    // Frozen, it takes the connection and never answers; then it is killed halfway and restarted.
    process.kill(pid, 'SIGSTOP');
    let answer;
    try {
      answer = await deleteAccount(client, { password: account.password });
    } finally {
      process.kill(pid, 'SIGKILL');
    }
    expect(answer).toMatchObject({ status: 200, body: { deleted: true, pendingAreas: ['applications'] } });
    // Only applications' records are left, and identity's record of the deletion still to finish.
    const [halfway] = await documentsNaming(own.stack.databaseUri, [user.id]);
    expect(Object.keys(halfway!).filter((key) => !key.startsWith('applications.'))).toEqual(['identity.deletions']);
    expect(halfway).toHaveProperty(['applications.application_records'], 1);

    let left = (await documentsNaming(own.stack.databaseUri, [user.id]))[0]!;
    for (const deadline = Date.now() + 30_000; Object.keys(left).length > 0 && Date.now() < deadline;)
      left = (await documentsNaming(own.stack.databaseUri, [user.id]))[0]!;
    expect(left).toEqual({});
    expect(own.stack.servicePid('applications')).not.toBe(pid);
    const stage = (stats: { applicationStages: { stage: string; count: number }[] }) =>
      stats.applicationStages.find((entry) => entry.stage === 'planned')?.count ?? 0;
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after).toMatchObject({
      userCount: before.userCount - 1,
      courseCount: before.courseCount - 1,
      shadowingCount: before.shadowingCount - 1,
      volunteerCount: before.volunteerCount - 1,
      datScoreCount: before.datScoreCount - 1,
      applicationCount: before.applicationCount - 1,
    });
    expect(stage(after)).toBe(stage(before) - 1);
  });
});

describe('with the academics subgraph down', () => {
  beforeAll(() => own.stack.stopService('academics'));

  it('the bridge answers 503 for academics rows and the rest still works', async () => {
    const client = await signedUp('down');
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
    const client = await signedUp('expl');
    const response = await client.graphql<{ dentalSchools: { key: string; myNumbers: unknown }[] }>(
      '{ dentalSchools { key myNumbers { overallGpa { mine } } } }',
    );
    const schools = response.body.data!.dentalSchools;
    expect(schools.length).toBeGreaterThanOrEqual(73);
    expect(schools.every((school) => school.myNumbers === null)).toBe(true);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    // The explorer's own part: my favorites and the paywall, without my figures.
    const own = await client.graphql('{ favoriteSchoolIds myFigures { overallGpa } canFavoriteSchools }');
    expect(own.body.data).toEqual({ favoriteSchoolIds: [], myFigures: null, canFavoriteSchools: expect.any(Boolean) });
  });
});

// Academics stays down: the other areas are seen through experience's shadowing rows.
describe('with the identity subgraph down', () => {
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
    expect((await client.get('/api/shadowing')).status).toBe(200);
    expect((await client.post('/api/simple-logout')).status).toBe(200);
    // Frozen rather than stopped, so that it answers again for the next test.
    const identity = own.stack.servicePid('identity')!;
    process.kill(identity, 'SIGSTOP');
    try {
      const replayed = await client.send('GET', '/api/shadowing', { headers: { cookie: stolen } });
      expect([replayed.status, replayed.body]).toEqual([
        503,
        { message: 'Sign-in is unavailable. Please try again shortly.' },
      ]);
    } finally {
      process.kill(identity, 'SIGCONT');
    }
  });

  it('a student identity confirmed moments ago keeps working in the other areas for the grace; then, and for anyone else, 503 "sign-in is unavailable", never a 500', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const working = await signedUp('grace');
    // Asked about once the gateway's list of ended sessions answers (the test before froze identity).
    expect((await working.get('/api/shadowing')).status).toBe(200);
    await sleep(TRUST_LAPSES_MS);
    expect((await working.get('/api/shadowing')).status).toBe(200);
    // Past the grace since identity was last asked about this student: the gateway trusted the
    // session meanwhile, and identity's list of ended sessions, which did not name it, confirms it.
    await sleep(GRACE_MS + 500);
    expect((await working.get('/api/shadowing')).status).toBe(200);
    const unconfirmed = await signedUp('cold');
    await own.stack.stopService('identity');
    const stoppedAt = Date.now();
    await sleep(TRUST_LAPSES_MS);

    expect((await working.get('/api/shadowing')).status).toBe(200);
    expect((await working.post('/api/shadowing', validShadowingEntry)).status).toBe(201);
    // Who the student is, and everything else identity answers, waits for identity.
    expect((await working.get('/api/user')).status).toBe(503);

    const unavailable = { message: 'Sign-in is unavailable. Please try again shortly.' };
    const cold = await unconfirmed.get('/api/shadowing');
    expect([cold.status, cold.body]).toEqual([503, unavailable]);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + GRACE_MS + 500 - Date.now())));
    const late = await working.get('/api/shadowing');
    expect([late.status, late.body]).toEqual([503, unavailable]);
    const graphql = await working.graphql('{ me { id } }');
    expect(graphql.status).toBe(503);
    expect(graphql.body.errors?.[0]?.message).toBe(unavailable.message);
  });
});

describe('stopping the stack', () => {
  it('goes in order: the entry answers the requests in flight (its gateway stops with it), then the subgraphs and the engine stop', async () => {
    // Sign-in is away by now: requests in flight answer 503 quickly, which is what draining must not cut off.
    const client = apiClient(own.stack.entryUrl);
    const outcome = (request: Promise<{ status: number }>) =>
      request.then(
        (response) => response.status,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
    const inFlight = Array.from({ length: 30 }, () => outcome(client.get('/api/dental-schools')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await own.stack.stop();
    const outcomes = await Promise.all(inFlight);
    expect(outcomes.filter((o) => typeof o !== 'number' && o !== 'ECONNREFUSED')).toEqual([]);
    expect([...supervisorLog().matchAll(/stopping (.+)$/gm)].map((m) => m[1])).toEqual([
      'entry',
      SUBGRAPHS.map((subgraph) => subgraph.name).join(', '),
      'engine',
    ]);
  });
});
