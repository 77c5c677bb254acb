import { apiClient } from '../../test-support/api-client';
import { ownStack } from '../../test-support/own-stack';

/** A stack of its own: one subgraph is stopped, and only that area's data goes missing. */
describe('with the academics subgraph down', () => {
  const own = ownStack('degraded');
  beforeAll(() => own.stack.stopService('academics'));

  it('the bridge answers 503 for academics rows and the rest still works', async () => {
    const client = apiClient(own.stack.entryUrl);
    const id = `down${Date.now().toString(36)}`;
    expect((await client.post('/api/simple-register', { username: id, email: `${id}@example.com`, password: 'Passw0rd!' })).status).toBe(201);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.get('/api/shadowing')).status).toBe(200);

    const courses = await client.get('/api/courses');
    expect(courses.status).toBe(503);
    expect(courses.body).toEqual({ message: 'The academics service is unavailable. Please try again shortly.' });
  });

  it('the gateway returns the other subgraphs’ data with an error for the missing part', async () => {
    const client = apiClient(own.stack.entryUrl);
    const id = `part${Date.now().toString(36)}`;
    await client.post('/api/simple-register', { username: id, email: `${id}@example.com`, password: 'Passw0rd!' });
    const response = await client.graphql<{ me: { username: string; courses: unknown } }>('{ me { username courses { id } } }');
    expect(response.body.data?.me).toEqual({ username: id, courses: null });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('with the identity subgraph down', () => {
  const own = ownStack('no-identity');

  it('a signed-in call answers 503 "sign-in is unavailable" on /api and /graphql, never a 500', async () => {
    const client = apiClient(own.stack.entryUrl);
    const id = `noid${Date.now().toString(36)}`;
    expect((await client.post('/api/simple-register', { username: id, email: `${id}@example.com`, password: 'Passw0rd!' })).status).toBe(201);
    await own.stack.stopService('identity');
    const courses = await client.get('/api/courses');
    expect(courses.status).toBe(503);
    expect(courses.body).toEqual({ message: 'Sign-in is unavailable. Please try again shortly.' });
    const graphql = await client.graphql('{ me { id } }');
    expect(graphql.status).toBe(503);
    expect(graphql.body.errors?.[0]?.message).toBe('Sign-in is unavailable. Please try again shortly.');
  });
});
