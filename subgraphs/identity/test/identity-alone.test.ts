import type { Viewer } from '@predental/contracts/viewer';
import { admin, startSubgraphUnderTest, student, type SubgraphUnderTest } from '../../../test-support/subgraph-harness';
import {
  SESSION_HEADER,
  SESSION_LOOKUP_HEADER,
  SESSION_RESOLVE_PATH,
  derivedKey,
} from '@predental/service-kit/viewer-token';

/** The identity subgraph alone: its own process and database, called as the gateway would call it. */
const ADMIN_PASSWORD = 'Admin!Alone1';
let identity: SubgraphUnderTest;
beforeAll(async () => {
  // Every sign-up here comes from one test: the per-address limit is not what these tests are about.
  identity = await startSubgraphUnderTest('identity', { ADMIN_PASSWORD, REGISTER_RATE_LIMIT: '1000' });
}, 60_000);
afterAll(() => identity?.stop());

const USER = 'id username email isAdmin isPremium';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ${USER} } }`;
const LOGIN = `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { success error user { ${USER} } } }`;

let counter = 0;
function newAccount() {
  counter += 1;
  const username = `alone${process.pid.toString(36)}${counter}`;
  return { username, email: `${username}@example.com`, password: 'Passw0rd!' };
}

/** Who holds a session token: the question the gateway asks with its lookup key. */
async function sessionHolder(token: string, key = derivedKey(identity.internalSecret, 'session-lookup')) {
  const response = await fetch(`${identity.url}${SESSION_RESOLVE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SESSION_LOOKUP_HEADER]: key },
    body: JSON.stringify({ token }),
  });
  return { status: response.status, body: (await response.json()) as { viewer?: Viewer | null } };
}

/** A registered account and the viewer its session stands for. */
async function registered() {
  const account = newAccount();
  const answer = await identity.query(REGISTER, { input: account }, null);
  const token = answer.headers.get(SESSION_HEADER)!;
  const viewer = (await sessionHolder(token)).body.viewer!;
  return { account, user: answer.data!.register, token, viewer };
}

describe('sign-up', () => {
  it('creates a student, starts a session and answers the new user', async () => {
    const account = newAccount();
    const answer = await identity.query(REGISTER, { input: { ...account } }, null);
    expect(answer.data!.register).toEqual({
      id: expect.any(String),
      username: account.username,
      email: account.email,
      isAdmin: false,
      isPremium: false,
    });
    const token = answer.headers.get(SESSION_HEADER);
    expect(token).toBeTruthy();
    const { viewer } = (await sessionHolder(token!)).body;
    expect(viewer).toMatchObject({ id: answer.data!.register.id, username: account.username, isAdmin: false });
    expect((await identity.query(`{ me { ${USER} } }`, {}, viewer)).data).toEqual({ me: answer.data!.register });
  });

  it('refuses a taken username or email whatever the case, and the reserved admin name', async () => {
    const { account } = await registered();
    expect(
      (await identity.query(REGISTER, { input: { ...newAccount(), username: account.username.toUpperCase() } }, null))
        .errors?.[0],
    ).toMatchObject({
      message: 'Username already exists',
      extensions: { code: 'CONFLICT' },
    });
    expect(
      (await identity.query(REGISTER, { input: { ...newAccount(), email: account.email.toUpperCase() } }, null))
        .errors?.[0]?.message,
    ).toBe('Email already exists');
    expect(
      (await identity.query(REGISTER, { input: { ...newAccount(), username: 'Admin' } }, null)).errors?.[0],
    ).toMatchObject({
      message: 'This username is reserved',
      extensions: { code: 'CONFLICT' },
    });
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'passw0rd!' }, 'Password must contain at least one uppercase letter'],
  ])('refuses %j with "%s", starts no session and stores nobody', async (change, message) => {
    const account = { ...newAccount(), ...change };
    const refused = await identity.query(REGISTER, { input: account }, null);
    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.headers.get(SESSION_HEADER)).toBeNull();
    const users = (await identity.query('{ adminUsers { username email } }', {}, admin())).data!.adminUsers as {
      username: string;
      email: string;
    }[];
    expect(users.filter((user) => user.username === account.username || user.email === account.email)).toEqual([]);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password only', async () => {
    const { account, user } = await registered();
    const wrong = await identity.query(LOGIN, { username: account.username, password: 'Wrong-pass1' }, null);
    expect(wrong.data).toEqual({ login: { success: false, error: 'Invalid username or password', user: null } });
    expect(wrong.headers.get(SESSION_HEADER)).toBeNull();
    const right = await identity.query(LOGIN, { username: account.username, password: account.password }, null);
    expect(right.data).toEqual({ login: { success: true, error: null, user } });
    expect((await sessionHolder(right.headers.get(SESSION_HEADER)!)).body.viewer).toMatchObject({ id: user.id });
  });

  it('lets the configured admin in as admin', async () => {
    const answer = await identity.query(LOGIN, { username: 'admin', password: ADMIN_PASSWORD }, null);
    expect(answer.data!.login).toMatchObject({ success: true, user: { username: 'admin', isAdmin: true } });
    expect((await sessionHolder(answer.headers.get(SESSION_HEADER)!)).body.viewer).toMatchObject({
      username: 'admin',
      isAdmin: true,
    });
  });

  it('ends the session at logout', async () => {
    const { token, viewer } = await registered();
    expect((await identity.query('mutation { logout }', {}, viewer)).data).toEqual({ logout: true });
    expect((await sessionHolder(token)).body).toEqual({ viewer: null });
  });

  it("tells who holds a session to the gateway's lookup key only", async () => {
    const { token } = await registered();
    expect(
      (await sessionHolder(token, derivedKey('another-secret-of-at-least-32-characters', 'session-lookup'))).status,
    ).toBe(403);
    // The secret itself is no lookup key.
    expect((await sessionHolder(token, identity.internalSecret)).status).toBe(403);
    expect((await sessionHolder('no-such-token')).body).toEqual({ viewer: null });
  });
});

describe('profile and password', () => {
  it("changes your own email, and nobody else's", async () => {
    const { user, viewer } = await registered();
    const UPDATE = `mutation ($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { ${USER} } }`;
    const email = `changed${user.username}@example.com`;
    expect((await identity.query(UPDATE, { id: user.id, input: { email } }, viewer)).data).toEqual({
      updateProfile: { ...user, email },
    });
    expect(
      (await identity.query(UPDATE, { id: user.id, input: { email: 'x@example.com' } }, student())).errors?.[0],
    ).toMatchObject({
      message: 'User not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await identity.query(UPDATE, { id: user.id, input: { email: 'nope' } }, viewer)).errors?.[0]).toMatchObject(
      { message: 'Please enter a valid email', extensions: { code: 'BAD_USER_INPUT' } },
    );
  });

  it('changes the password given the current one, ending the other sessions', async () => {
    const { account, token, viewer } = await registered();
    const CHANGE =
      'mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }';
    expect(
      (await identity.query(CHANGE, { currentPassword: 'Wrong-pass1', newPassword: 'N3w-Passw0rd' }, viewer))
        .errors?.[0],
    ).toMatchObject({
      message: 'Current password is incorrect',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const changed = await identity.query(
      CHANGE,
      { currentPassword: account.password, newPassword: 'N3w-Passw0rd' },
      viewer,
    );
    expect(changed.data).toEqual({ changePassword: true });
    expect((await sessionHolder(token)).body).toEqual({ viewer: null });
    expect((await sessionHolder(changed.headers.get(SESSION_HEADER)!)).body.viewer).toMatchObject({ id: viewer.id });
    expect(
      (await identity.query(LOGIN, { username: account.username, password: 'N3w-Passw0rd' }, null)).data!.login.success,
    ).toBe(true);
  });
});

describe('who may ask', () => {
  it("answers nothing to a caller without the gateway's signature", async () => {
    const unsigned = await identity.query(LOGIN, { username: 'admin', password: ADMIN_PASSWORD });
    expect(unsigned).toMatchObject({
      status: 403,
      errors: [{ message: 'This service only answers the gateway', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(unsigned.headers.get(SESSION_HEADER)).toBeNull();
  });

  it('answers a visitor that nobody is signed in', async () => {
    expect((await identity.query('{ me { id } }', {}, null)).data).toEqual({ me: null });
  });

  it('lists and counts the accounts for an admin only, never with a password', async () => {
    const { user } = await registered();
    expect((await identity.query('{ adminUsers { id } }', {}, student())).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    const listed = await identity.query(`{ adminUsers { ${USER} } adminUserCount }`, {}, admin());
    expect(listed.data!.adminUsers).toContainEqual(user);
    expect(listed.data!.adminUserCount).toBe(listed.data!.adminUsers.length);
    expect(JSON.stringify(listed.data)).not.toContain('password');
  });
});
