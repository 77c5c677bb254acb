import {
  randomInternalSecret,
  startSubgraphUnderTest,
  type SubgraphUnderTest,
} from '../../test-support/subgraph-harness';
import { startCompiledService, type CompiledRun } from '../../test-support/service-process';

/**
 * The gateway in front of identity and schools only: academics and experience are not running.
 * A query still answers what the running subgraphs know, with an error for the missing part.
 */
const secret = randomInternalSecret();
const NOBODY = 'http://127.0.0.1:9/graphql';
let identity: SubgraphUnderTest;
let schools: SubgraphUnderTest;
let gateway: CompiledRun;
beforeAll(async () => {
  [identity, schools] = await Promise.all([
    startSubgraphUnderTest('identity', {}, secret),
    startSubgraphUnderTest('schools', {}, secret),
  ]);
  gateway = await startCompiledService('gateway', 'GATEWAY_PORT', {
    INTERNAL_SECRET: secret,
    IDENTITY_URL: `${identity.url}/graphql`,
    SCHOOLS_URL: `${schools.url}/graphql`,
    ACADEMICS_URL: NOBODY,
    EXPERIENCE_URL: NOBODY,
  });
}, 90_000);
afterAll(async () => {
  await gateway?.stop();
  await Promise.all([identity?.stop(), schools?.stop()]);
});

/** A student signed up through the gateway: its session cookie. */
async function signedUp(): Promise<string> {
  const username = `down${process.pid.toString(36)}${Date.now().toString(36)}`;
  const response = await post('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { username, email: `${username}@example.com`, password: 'Passw0rd!' },
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`sign-up set no cookie: ${JSON.stringify(response.body)}`);
  return cookie;
}

async function post(query: string, variables?: Record<string, unknown>, cookie?: string) {
  const response = await fetch(`${gateway.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    headers: response.headers,
    body: (await response.json()) as {
      data?: any;
      errors?: { message: string; extensions?: { code?: string; service?: string } }[];
    },
  };
}

describe('with academics and experience down', () => {
  it("returns the user with null for the missing area's fields, and says which service is unavailable", async () => {
    const cookie = await signedUp();
    const { body } = await post('{ me { username courses { id } } }', {}, cookie);
    expect(body.data?.me).toEqual({ username: expect.stringMatching(/^down/), courses: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The academics service is unavailable. Please try again shortly.',
      extensions: { code: 'SERVICE_UNAVAILABLE', service: 'academics' },
    });
  });

  it('lists every school, only without "my numbers"', async () => {
    const cookie = await signedUp();
    const { body } = await post('{ dentalSchools { key myNumbers { overallGpa { mine } } } }', {}, cookie);
    const listed = body.data!.dentalSchools as { key: string; myNumbers: unknown }[];
    expect(listed.length).toBeGreaterThanOrEqual(72);
    expect(listed.every((school) => school.myNumbers === null)).toBe(true);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', service: 'academics' });
  });

  it("answers the explorer's own part without my figures, and says academics is unavailable", async () => {
    const cookie = await signedUp();
    const { body } = await post('{ favoriteSchoolIds myFigures { overallGpa } canFavoriteSchools }', {}, cookie);
    expect(body.data).toEqual({ favoriteSchoolIds: [], myFigures: null, canFavoriteSchools: expect.any(Boolean) });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', service: 'academics' });
  });

  it("answers a query wholly in the missing area with that area's error and no data", async () => {
    const cookie = await signedUp();
    const { body } = await post('{ goals { shadowingGoal } }', {}, cookie);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', service: 'experience' });
  });
});
