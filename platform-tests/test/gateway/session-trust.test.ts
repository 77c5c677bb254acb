import { apiClient, signedInClient } from '../../../test-support/api-client';
import { startGatewayReplica, type CompiledRun } from '../../../test-support/service-process';
import { within } from '../../../test-support/within';

/**
 * A gateway trusts a session identity confirmed, without asking again on each request, only while
 * identity's feed of ended sessions answers (issue 39): an end made through another gateway
 * replica reaches it within about a second. Bound asserted with room for a busy machine.
 */
const BOUND_MS = 3_000;

describe('a session another gateway replica holds', () => {
  let other: CompiledRun;

  beforeAll(async () => {
    other = await startGatewayReplica();
  }, 90_000);
  afterAll(() => other?.stop());

  const me = async (cookie: string) => {
    const response = await fetch(`${other.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    return ((await response.json()) as { data?: { me: { id: string } | null } }).data?.me;
  };

  it('is refused there soon after the student logs out through the entry', async () => {
    const { client, user } = await signedInClient('trusted');
    const cookie = client.cookie!;
    // The other gateway now holds the session. This test bounds how long it may keep honouring it;
    // that it asks identity less often is measured by bench:soak, not here.
    expect((await me(cookie))?.id).toBe(user.id);
    expect((await client.post('/api/simple-logout')).status).toBe(200);
    await within(BOUND_MS, async () => (await me(cookie)) === null);
  });

  it('is refused there soon after the student changes password on another device', async () => {
    const { client, account, user } = await signedInClient('trusted');
    const other = apiClient();
    await other.post('/api/simple-login', { username: account.username, password: account.password });
    const otherCookie = other.cookie!;
    expect((await me(otherCookie))?.id).toBe(user.id);
    const change = await client.post('/api/change-password', {
      currentPassword: account.password,
      newPassword: 'N3w-Passw0rd',
    });
    expect(change.status).toBe(200);
    await within(BOUND_MS, async () => (await me(otherCookie)) === null);
  });
});
