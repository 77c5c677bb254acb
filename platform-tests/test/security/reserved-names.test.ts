import { apiClient, newAccount } from '../../../test-support/api-client';

/** Nobody signs up as a lookalike of the admin account. */
describe('lookalike admin names', () => {
  it.each(['аdmin', 'ａｄｍｉｎ', 'admin\u200b', 'ad\u00admin', 'ADMİN', 'аdmіn'])(
    'refuses to register %j',
    async (username) => {
      const response = await apiClient().post('/api/simple-register', { ...newAccount(), username });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'This username is reserved' });
    },
  );

  it('still lets ordinary names that merely contain it through', async () => {
    const response = await apiClient().post('/api/simple-register', {
      ...newAccount(),
      username: `badminton${Date.now()}`,
    });
    expect(response.status).toBe(201);
  });
});
