import { derivedKey, SESSION_LOOKUP_HEADER, SESSION_RESOLVE_PATH } from '@predental/service-kit/viewer-token';
import mongoose from 'mongoose';
import { ensureAdminAccount } from '../../../subgraphs/identity/src/admin-account';
import { sessionEnds } from '../../../subgraphs/identity/src/sessions/session-ends';
import { sessionModel } from '../../../subgraphs/identity/src/sessions/session-model';
import { sessionPolicy, type SessionPolicy } from '../../../subgraphs/identity/src/sessions/session-policy';
import { sessionStore } from '../../../subgraphs/identity/src/sessions/sessions';
import { userModel } from '../../../subgraphs/identity/src/users/user-model';
import { userStore } from '../../../subgraphs/identity/src/users/user-store';
import { EMAILS, uniqueClaims, USERNAMES } from '../../../subgraphs/identity/src/users/unique-claims';
import { userCount } from '../../../subgraphs/identity/src/users/user-count';
import { adminClient, apiClient, signedInClient } from '../../../test-support/api-client';
import { startSubgraphReplica } from '../../../test-support/service-process';

const tokenOf = (cookie: string | undefined) => cookie!.replace(/^sid=/, '');

describe('sessions through the platform', () => {
  it('starts a fresh session at every login and ends the browser’s previous one', async () => {
    const { account } = await signedInClient('fresh');
    const browser = apiClient();
    await browser.post('/api/simple-login', { username: account.username, password: account.password });
    const first = browser.cookie;
    await browser.post('/api/simple-login', { username: account.username, password: account.password });
    expect(browser.cookie).not.toBe(first);
    const stale = apiClient();
    stale.cookie = first;
    expect((await stale.get('/api/user')).status).toBe(401);
    expect((await browser.get('/api/user')).status).toBe(200);
  });

  it('refuses to rename the admin account', async () => {
    const admin = await adminClient();
    const me = await admin.get('/api/user');
    const renamed = await admin.patch(`/api/users/${me.body.id}`, { username: 'headmaster' });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ message: 'The admin account cannot be renamed' });
    expect((await admin.get('/api/user')).body.username).toBe('admin');
  });

  it('a session revoked on one identity replica is refused by another within a second', async () => {
    const replica = await startSubgraphReplica('identity');
    try {
      const { client } = await signedInClient('replica');
      const token = tokenOf(client.cookie);
      const lookup = () =>
        fetch(replica.base + SESSION_RESOLVE_PATH, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SESSION_LOOKUP_HEADER]: derivedKey(process.env.TEST_INTERNAL_SECRET!, 'session-lookup'),
          },
          body: JSON.stringify({ token }),
        }).then((r) => r.json() as Promise<{ viewer: unknown }>);
      // The replica has now read (and may cache) the live session.
      expect((await lookup()).viewer).not.toBeNull();
      expect((await client.post('/api/simple-logout')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await lookup()).viewer).toBeNull();
    } finally {
      await replica.stop();
    }
  });
});

describe('session lifetimes (the identity store against the real engine)', () => {
  let connection: mongoose.Connection;
  const quick: SessionPolicy = { lifetimeFor: () => ({ idleMs: 400, maxMs: 1500 }) };

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(process.env.TEST_MONGODB_URI!, { dbName: `hostile_sessions_${process.pid}` })
      .asPromise();
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  async function userWithStore(policy: SessionPolicy) {
    const users = userModel(connection);
    const user = await users.create({
      username: `u${Date.now()}`,
      usernameKey: `u${Date.now()}`,
      email: `u${Date.now()}@x.io`,
      emailKey: `u${Date.now()}@x.io`,
      passwordHash: 'x',
    });
    return {
      user,
      sessions: sessionStore(sessionModel(connection), userStore(users), policy, sessionEnds(connection)),
    };
  }
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('gives students 7 days idle / 30 days absolute and the admin 30 minutes / 12 hours by default', () => {
    const policy = sessionPolicy();
    expect(policy.lifetimeFor(false)).toEqual({ idleMs: 7 * 24 * 3600_000, maxMs: 30 * 24 * 3600_000 });
    expect(policy.lifetimeFor(true)).toEqual({ idleMs: 30 * 60_000, maxMs: 12 * 3600_000 });
  });

  it('ends a session left idle longer than its idle time', async () => {
    const { user, sessions } = await userWithStore(quick);
    const token = await sessions.create(user._id, false);
    expect(await sessions.resolve(token)).not.toBeNull();
    await wait(600);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('ends an active session at its absolute lifetime', async () => {
    const { user, sessions } = await userWithStore(quick);
    const token = await sessions.create(user._id, false);
    const started = Date.now();
    while (Date.now() - started < 1300) {
      expect(await sessions.resolve(token)).not.toBeNull();
      await wait(150);
    }
    await wait(400);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('a new ADMIN_PASSWORD ends every admin session', async () => {
    const users = userModel(connection);
    // Lifetimes long enough that only the rotation can end the session: each start hashes or
    // checks the password, which on a busy machine takes longer than the quick idle time.
    const sessions = sessionStore(
      sessionModel(connection),
      userStore(users),
      { lifetimeFor: () => ({ idleMs: 60_000, maxMs: 60_000 }) },
      sessionEnds(connection),
    );
    // What identity does on each start, with ADMIN_PASSWORD set to `password`.
    const startWithAdminPassword = async (password: string) => {
      process.env.ADMIN_PASSWORD = password;
      const claims = {
        names: uniqueClaims(connection, users, USERNAMES),
        emails: uniqueClaims(connection, users, EMAILS),
        count: userCount(connection),
      };
      await ensureAdminAccount(users, claims, sessions);
    };
    const before = process.env.ADMIN_PASSWORD;
    try {
      await startWithAdminPassword('First-Admin-1!');
      const admin = await users.findOne({ usernameKey: 'admin' });
      const token = await sessions.create(admin!._id, true);
      await startWithAdminPassword('First-Admin-1!');
      expect(await sessions.resolve(token)).not.toBeNull();
      await startWithAdminPassword('Rotated-Admin-2!');
      expect(await sessions.resolve(token)).toBeNull();
    } finally {
      process.env.ADMIN_PASSWORD = before;
    }
  });
});
