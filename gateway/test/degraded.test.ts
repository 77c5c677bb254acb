import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startStack, type Stack } from '../../scripts/stack';
import { apiClient } from '../../test-support/api-client';

/** A stack of its own: one subgraph is stopped, and only that area's data goes missing. */
describe('with the academics subgraph down', () => {
  const dataDir = path.join(ROOT, '.data', `jest-degraded-${process.pid}`);
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ dataDir, ports: 'free', logDir: path.join(dataDir, 'logs'), env: { LOGIN_RATE_LIMIT: '1000' } });
    await stack.stopService('academics');
  }, 90_000);

  afterAll(async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the bridge answers 503 for academics rows and the rest still works', async () => {
    const client = apiClient(stack.entryUrl);
    const id = `down${Date.now().toString(36)}`;
    expect((await client.post('/api/simple-register', { username: id, email: `${id}@example.com`, password: 'Passw0rd!' })).status).toBe(201);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.get('/api/shadowing')).status).toBe(200);

    const courses = await client.get('/api/courses');
    expect(courses.status).toBe(503);
    expect(courses.body).toEqual({ message: 'The academics service is unavailable. Please try again shortly.' });
  });

  it('the gateway returns the other subgraphs’ data with an error for the missing part', async () => {
    const client = apiClient(stack.entryUrl);
    const id = `part${Date.now().toString(36)}`;
    await client.post('/api/simple-register', { username: id, email: `${id}@example.com`, password: 'Passw0rd!' });
    const response = await client.graphql<{ me: { username: string; courses: unknown } }>('{ me { username courses { id } } }');
    expect(response.body.data?.me).toEqual({ username: id, courses: null });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
