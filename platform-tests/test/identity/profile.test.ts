import { apiClient, signedInClient } from '../../../test-support/api-client';

describe('profile', () => {
  it('changes your own username and email', async () => {
    const { client, user } = await signedInClient();
    const response = await client.patch(`/api/users/${user.id}`, {
      username: `${user.username}x`,
      email: `x${user.email}`,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: `${user.username}x`, email: `x${user.email}` });
    expect((await client.get('/api/user')).body.username).toBe(`${user.username}x`);
  });

  it("refuses another user's id with 404 and changes nothing", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const response = await b.client.patch(`/api/users/${a.user.id}`, { username: 'takenover' });
    expect(response.status).toBe(404);
    expect((await a.client.get('/api/user')).body.username).toBe(a.user.username);
  });

  it('answers 401 when signed out', async () => {
    const { user } = await signedInClient();
    const response = await apiClient().patch(`/api/users/${user.id}`, { username: 'whoever' });
    expect(response.status).toBe(401);
  });

  it('answers 409 when the username or email belongs to someone else', async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const name = await b.client.patch(`/api/users/${b.user.id}`, { username: a.user.username });
    expect(name.status).toBe(409);
    expect(name.body).toEqual({ message: 'Username already exists' });
    const email = await b.client.patch(`/api/users/${b.user.id}`, { email: a.user.email.toUpperCase() });
    expect(email.status).toBe(409);
    expect(email.body).toEqual({ message: 'Email already exists' });
  });

  // Every profile case is a unit test of the identity contract (profile-rules.test.ts); one stands for them here.
  it('answers 400 for an invalid change with its message and changes nothing', async () => {
    const { client, user } = await signedInClient();
    const response = await client.patch(`/api/users/${user.id}`, { username: 'ab' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Username must be at least 3 characters' });
    expect((await client.get('/api/user')).body.username).toBe(user.username);
  });
});

describe('change password', () => {
  it('checks the current password', async () => {
    const { client } = await signedInClient();
    const response = await client.post('/api/change-password', {
      currentPassword: 'Wrong-pass1',
      newPassword: 'N3w-Passw0rd',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Current password is incorrect' });
  });

  // Every new-password case is a unit test of the identity contract (password-rules.test.ts).
  it('refuses a weak new password with its message and keeps the old one', async () => {
    const { client, account } = await signedInClient();
    const response = await client.post('/api/change-password', {
      currentPassword: account.password,
      newPassword: 'Passw0rdd',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Password must contain at least one special character' });
    const login = await apiClient().post('/api/simple-login', {
      username: account.username,
      password: account.password,
    });
    expect(login.body.success).toBe(true);
  });

  it('answers 401 when signed out', async () => {
    const response = await apiClient().post('/api/change-password', {
      currentPassword: 'Passw0rd!',
      newPassword: 'N3w-Passw0rd',
    });
    expect(response.status).toBe(401);
  });
});
