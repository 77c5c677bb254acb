import { apiClient, newAccount, signedInClient } from '../../../test-support/api-client';

describe('sign-up', () => {
  it('creates the user, signs them in and answers with the new user', async () => {
    const client = apiClient();
    const account = newAccount();
    const response = await client.post('/api/simple-register', account);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      username: account.username,
      email: account.email,
      isAdmin: false,
      isPremium: false,
    });
    expect(response.setCookie[0]).toMatch(/^sid=[^;]+;.*HttpOnly.*SameSite=Lax/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(account.username);
  });

  it('refuses a username or email that exists, whatever the case', async () => {
    const { account } = await signedInClient();
    const sameName = await apiClient().post('/api/simple-register', {
      ...newAccount(),
      username: account.username.toUpperCase(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username already exists' });
    const sameEmail = await apiClient().post('/api/simple-register', {
      ...newAccount(),
      email: account.email.toUpperCase(),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: 'Email already exists' });
  });

  it('reserves the username admin, and never makes a sign-up an admin', async () => {
    for (const username of ['admin', 'Admin']) {
      const response = await apiClient().post('/api/simple-register', { ...newAccount(), username });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'This username is reserved' });
    }
    const sneaky = await apiClient().post('/api/simple-register', { ...newAccount(), isAdmin: true, isPremium: true });
    expect(sneaky.status).toBe(201);
    expect(sneaky.body.isAdmin).toBe(false);
    expect(sneaky.body.isPremium).toBe(false);
  });

  // Every sign-up case is a unit test of the identity contract (auth-rules.test.ts); one stands for them here.
  it('answers 400 for an invalid sign-up with its message and stores nothing', async () => {
    const account = { ...newAccount(), password: 'Passw0rdd' };
    const response = await apiClient().post('/api/simple-register', account);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Password must contain at least one special character' });
    const login = await apiClient().post('/api/simple-login', {
      username: account.username,
      password: account.password,
    });
    expect(login.body.success === true).toBe(false);
  });
});

describe('login', () => {
  it('signs in with the right password', async () => {
    const { account } = await signedInClient();
    const client = apiClient();
    const response = await client.post('/api/simple-login', { username: account.username, password: account.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      error: null,
      user: expect.objectContaining({ username: account.username, isAdmin: false }),
    });
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('says so when the password or username is wrong, without a session', async () => {
    const { account } = await signedInClient();
    const client = apiClient();
    const wrong = await client.post('/api/simple-login', { username: account.username, password: 'Wrong-pass1' });
    expect(wrong.body).toEqual({ success: false, user: null, error: 'Invalid username or password' });
    const unknown = await client.post('/api/simple-login', { username: 'nobody-here', password: 'Wrong-pass1' });
    expect(unknown.body).toEqual({ success: false, user: null, error: 'Invalid username or password' });
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('answers 400 for an invalid login with its message', async () => {
    const response = await apiClient().post('/api/simple-login', { username: 'someone', password: '12345' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Password must be at least 6 characters' });
  });

  it('lets the configured admin in as admin', async () => {
    const client = apiClient();
    const response = await client.post('/api/simple-login', { username: 'admin', password: 'Admin!Test1' });
    expect(response.body.success).toBe(true);
    expect(response.body.user.isAdmin).toBe(true);
    expect((await client.get('/api/user')).body.isAdmin).toBe(true);
  });
});

describe('sessions', () => {
  it('answers 401 before sign-in and after logout', async () => {
    expect((await apiClient().get('/api/user')).status).toBe(401);
    const { client } = await signedInClient();
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.post('/api/simple-logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('rejects a stolen cookie once its owner logs out, on REST and GraphQL', async () => {
    const { client } = await signedInClient();
    const thief = apiClient();
    thief.cookie = client.cookie;
    expect((await thief.get('/api/user')).status).toBe(200);
    await client.post('/api/simple-logout');
    expect((await thief.get('/api/user')).status).toBe(401);
    const viaGraphql = await thief.graphql('{ me { id } }');
    expect(viaGraphql.body.data?.me).toBeNull();
  });

  it('rejects a stolen cookie once its owner changes password, and keeps the owner signed in', async () => {
    const { client, account } = await signedInClient();
    const thief = apiClient();
    thief.cookie = client.cookie;
    const change = await client.post('/api/change-password', {
      currentPassword: account.password,
      newPassword: 'N3w-Passw0rd',
    });
    expect(change.status).toBe(200);
    expect((await thief.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
    const relogin = await apiClient().post('/api/simple-login', {
      username: account.username,
      password: 'N3w-Passw0rd',
    });
    expect(relogin.body.success).toBe(true);
  });

  it('ignores a forged cookie', async () => {
    const client = apiClient();
    client.cookie = 'sid=forged-token-value';
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
