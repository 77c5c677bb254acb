import { aSchool } from '@predental/schools-contract/test-support/examples';
import { CLIENT_ADDRESS_HEADER } from '@predental/service-kit/viewer-token';
import { adminClient, apiClient, signedInClient } from '../../../test-support/api-client';
import { loggedEntries, serviceLogs, type LogEntry } from '../../../test-support/log-entries';

/** The security log: JSON lines an operator can search, never a password, token or cookie. */
const securityEvents = (services: string[], wanted: (entry: LogEntry) => boolean) =>
  loggedEntries(
    () => serviceLogs(...services),
    (entry) => entry.log === 'security' && wanted(entry),
  );

describe('security log', () => {
  it('records a failed login with the username and address, without the password', async () => {
    const { account } = await signedInClient('logged');
    const client = apiClient();
    await client.post('/api/simple-login', { username: account.username, password: 'Secret-Guess-42!' });
    const [entry] = await securityEvents(
      ['identity'],
      (e) => e.event === 'login_failed' && e.username === account.username,
    );
    expect(entry).toMatchObject({ service: 'identity', address: client.address, reason: 'wrong password' });
    // The gateway logs in the entry's log: it runs inside the entry (GATEWAY_IN_ENTRY).
    const everything = serviceLogs('identity', 'entry').join('\n');
    expect(everything).not.toContain('Secret-Guess-42!');
    expect(everything).not.toContain(account.password);
  });

  it('logs the address the entry saw for a /graphql login, never one the client wrote', async () => {
    const { account } = await signedInClient('forged');
    const client = apiClient();
    const response = await client.send('POST', '/graphql', {
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '192.0.2.66' },
      body: JSON.stringify({
        query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { success } }',
        variables: { u: account.username, p: 'Wrong-Guess-42!' },
      }),
    });
    expect(response.status).toBe(200);
    const [entry] = await securityEvents(
      ['identity'],
      (e) => e.event === 'login_failed' && e.username === account.username,
    );
    expect(entry).toMatchObject({ address: client.address });
  });

  it('records an authorization refusal and every admin write', async () => {
    const { client, user } = await signedInClient('nosy');
    expect((await client.get('/api/admin/stats')).status).toBe(403);
    const admin = await adminClient();
    const created = await admin.post('/api/admin/dental-schools', aSchool());
    expect(created.status).toBe(201);
    const refusals = await securityEvents(
      ['academics', 'identity', 'experience'],
      (e) => e.event === 'forbidden' && e.userId === user.id,
    );
    expect(refusals).not.toHaveLength(0);
    const [write] = await securityEvents(['schools'], (e) => e.event === 'admin_write' && e.target === created.body.id);
    expect(write).toMatchObject({ reason: 'createDentalSchool', address: admin.address });
    const cookie = admin.cookie!.replace(/^sid=/, '');
    for (const service of ['identity', 'schools', 'entry']) expect(serviceLogs(service)[0]).not.toContain(cookie);
  });
});
