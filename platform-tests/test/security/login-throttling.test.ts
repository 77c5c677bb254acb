import { adminClient, apiClient, newAccount, signedInClient } from '../../../test-support/api-client';

/** Throttling without lockout: per address, per (username, address), shared by /api and /graphql. */
const LOGIN =
  'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { success error } }';
const WRONG = 'Wrong-pass1';

async function failLogins(client: ReturnType<typeof apiClient>, username: string, times: number) {
  for (let i = 0; i < times; i += 1) await client.post('/api/simple-login', { username, password: WRONG });
}

describe('login throttling', () => {
  it("an attacker's failed passwords never lock the owner out from another address", async () => {
    const { account } = await signedInClient('victim');
    await failLogins(apiClient(), account.username, 12);
    const owner = await apiClient().post('/api/simple-login', {
      username: account.username,
      password: account.password,
    });
    expect(owner.status).toBe(200);
    expect(owner.body.success).toBe(true);
  });

  it('the admin cannot be locked out by wrong passwords from elsewhere, over /graphql either', async () => {
    const attacker = apiClient();
    for (let i = 0; i < 12; i += 1) await attacker.graphql(LOGIN, { username: 'admin', password: WRONG });
    await expect(adminClient()).resolves.toBeDefined();
  });

  it('slows one (username, address) pair down with growing waits after five failures', async () => {
    const { account } = await signedInClient('slowed');
    const attacker = apiClient();
    await failLogins(attacker, account.username, 5);
    const sixth = await attacker.post('/api/simple-login', { username: account.username, password: WRONG });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: 'Too many failed login attempts. Please try again later.' });
    expect(Number(sixth.headers['retry-after'])).toBe(1);
    // Even the right password waits at that address: the pair is slowed, not the account.
    const right = await attacker.post('/api/simple-login', { username: account.username, password: account.password });
    expect(right.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await failLogins(attacker, account.username, 1);
    const doubled = await attacker.post('/api/simple-login', { username: account.username, password: WRONG });
    expect(doubled.status).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBe(2);
  });

  it('limits one address to 20 login attempts a minute, counted together over /api and /graphql', async () => {
    const sprayer = apiClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const username = newAccount('sprayed').username;
      const response =
        i % 2
          ? await sprayer.graphql(LOGIN, { username, password: WRONG })
          : await sprayer.post('/api/simple-login', { username, password: WRONG });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const rest = await sprayer.post('/api/simple-login', { username: 'someone-else', password: WRONG });
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ message: 'Too many login attempts. Please wait a minute and try again.' });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    const graphql = await sprayer.graphql(LOGIN, { username: 'someone-else', password: WRONG });
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await apiClient().post('/api/simple-login', { username: 'someone-else', password: WRONG })).status).toBe(
      200,
    );
  });

  it('never lets parallel attempts past the limit: 40 at once from one address, at most 20 tried', async () => {
    const sprayer = apiClient();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sprayer.post('/api/simple-login', { username: `parallel${i}x${Date.now()}`, password: WRONG }),
      ),
    );
    // Under contention the count may refuse early (never late): the limit is a ceiling.
    expect(responses.filter((r) => r.status === 200).length).toBeLessThanOrEqual(20);
    expect(responses.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect((await sprayer.post('/api/simple-login', { username: 'one-more', password: WRONG })).status).toBe(429);
  });

  it('asks for a proof of work past 10 sign-ups an hour from one address, so a script without one is refused', async () => {
    const network = apiClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      network.cookie = undefined;
      statuses.push((await network.post('/api/simple-register', newAccount('signup'))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 428]);
    expect((await network.post('/api/simple-register', newAccount('signup'))).body).toEqual({
      message:
        'Many people have signed up from this network: your browser will solve a short puzzle to confirm you are a person.',
    });
    expect((await apiClient().post('/api/simple-register', newAccount('signup'))).status).toBe(201);
  });

  it('counts wrong current passwords in a password change and slows the next tries', async () => {
    const { client } = await signedInClient('pwguess');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await client.post('/api/change-password', {
            currentPassword: `Guess-${i}-pass`,
            newPassword: 'N3w-Passw0rd!',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
