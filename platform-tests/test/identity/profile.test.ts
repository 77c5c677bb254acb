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

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ username: 42 }, 'Username is required'],
  ])('answers 400 for %j with "%s"', async (body, message) => {
    const { client, user } = await signedInClient();
    const response = await client.patch(`/api/users/${user.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
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

  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters'],
    ['passw0rd!', 'Password must contain at least one uppercase letter'],
    ['PASSW0RD!', 'Password must contain at least one lowercase letter'],
    ['Password!', 'Password must contain at least one number'],
    ['Passw0rdd', 'Password must contain at least one special character'],
  ])('refuses the new password %s with "%s"', async (newPassword, message) => {
    const { client, account } = await signedInClient();
    const response = await client.post('/api/change-password', { currentPassword: account.password, newPassword });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('answers 401 when signed out', async () => {
    const response = await apiClient().post('/api/change-password', {
      currentPassword: 'Passw0rd!',
      newPassword: 'N3w-Passw0rd',
    });
    expect(response.status).toBe(401);
  });
});
