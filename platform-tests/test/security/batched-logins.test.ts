import { apiClient, newAccount, signedInClient, type ApiClient } from '../../../test-support/api-client';

/**
 * Aliases must not batch password guesses (or sign-ups) into one request: the throttles count
 * requests per address and per account, so one operation carries one login at most.
 */
const WRONG = 'Wrong-pass1';

/** Compact, as an attacker writes it: 1,800 guesses fit the gateway's 100 KB body limit. */
const guesses = (count: number) =>
  `mutation Spray($u: String!) { ${Array.from({ length: count }, (_, i) => `g${i}:login(username:$u,password:"Wrong-${i}"){error}`).join(' ')} }`;

function expectRefused(response: Awaited<ReturnType<ApiClient['graphql']>>, code: string, message: RegExp) {
  expect(response.status).toBe(400);
  expect(response.body.data).toBeUndefined();
  expect(response.body.errors?.[0]?.extensions?.code).toBe(code);
  expect(response.body.errors?.[0]?.message).toMatch(message);
}

/** The right password from the attacker's own address: refused if any guess had reached the account's throttles. */
async function stillSignsIn(attacker: ApiClient, account: { username: string; password: string }) {
  const login = await attacker.post('/api/simple-login', { username: account.username, password: account.password });
  expect(login.status).toBe(200);
  expect(login.body.success).toBe(true);
}

describe('batched logins in one /graphql request', () => {
  it('refuses 1,800 aliased guesses (~100 KB) before any is tried', async () => {
    const { account } = await signedInClient('sprayed');
    const attacker = apiClient();
    const query = guesses(1800);
    expect(query.length).toBeGreaterThan(90_000);
    const started = performance.now();
    const response = await attacker.graphql(query, { u: account.username });
    expectRefused(response, 'GRAPHQL_PARSE_FAILED', /1000 tokens/);
    expect(performance.now() - started).toBeLessThan(2000);
    await stillSignsIn(attacker, account);
  });

  it('refuses even two logins in one operation, so none reaches the throttles', async () => {
    const { account } = await signedInClient('paired');
    const attacker = apiClient();
    // Eight guesses in all: past the per-address, per-account slowdown if they had been tried.
    for (let i = 0; i < 4; i += 1) {
      expectRefused(
        await attacker.graphql(guesses(2), { u: account.username }),
        'GRAPHQL_VALIDATION_FAILED',
        /^Only one login, register or changePassword is allowed per operation, found 2\.$/,
      );
    }
    await stillSignsIn(attacker, account);
  });

  it('counts logins hidden in fragments and mixed with sign-ups or password changes', async () => {
    const client = apiClient();
    const account = newAccount('mixed');
    const inFragment = `mutation { ...Guesses } fragment Guesses on Mutation { a: login(username: "x", password: "${WRONG}") { success } b: login(username: "x", password: "${WRONG}2") { success } }`;
    expectRefused(await client.graphql(inFragment), 'GRAPHQL_VALIDATION_FAILED', /found 2\.$/);
    const mixed =
      'mutation Mixed($input: RegisterInput!) { register(input: $input) { id } login(username: "x", password: "y") { success } changePassword(currentPassword: "a", newPassword: "b") }';
    expectRefused(await client.graphql(mixed, { input: account }), 'GRAPHQL_VALIDATION_FAILED', /found 3\.$/);
    // Nothing was created: the same sign-up still works.
    expect((await client.post('/api/simple-register', account)).status).toBe(201);
  });

  it('still lets one login through, as the screens send it', async () => {
    const { account } = await signedInClient('single');
    const response = await apiClient().graphql(
      'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { success } }',
      {
        username: account.username,
        password: account.password,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ login: { success: true } });
  });
});
