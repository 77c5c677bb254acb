import { apiClient } from '../../../test-support/api-client';

describe('bad input', () => {
  it('answers 400 with a message for a body that is not JSON', async () => {
    const response = await apiClient().raw('POST', '/api/simple-login', '{"username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it.each([
    ['/api/simple-login', { username: 123, password: ['x'] }],
    ['/api/simple-register', { username: null, email: 5, password: {} }],
    ['/api/simple-register', []],
    ['/api/change-password', 'text'],
  ])('answers 400 for wrong types on %s', async (path, body) => {
    const response = await apiClient().post(path, body);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it('answers 405 with Allow through the entry for a method a known path does not serve', async () => {
    const response = await fetch(`${process.env.TEST_ENTRY_URL}/api/courses`, { method: 'PUT' });
    expect([response.status, response.headers.get('allow'), await response.json()]).toEqual([
      405,
      'GET, POST, HEAD, OPTIONS',
      { message: 'Method not allowed' },
    ]);
  });

  it('answers 404 with a message for an unknown /api path', async () => {
    const response = await apiClient().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('sets security headers', async () => {
    const response = await fetch(`${process.env.TEST_ENTRY_URL}/api/user`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
