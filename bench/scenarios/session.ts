import type { Stack } from '../../scripts/stack';
import type { Scenario } from '../measure';

/** A signed-in user asking who they are: through the HTTP entry, and straight at the gateway. */
export async function sessionScenarios(stack: Stack): Promise<Scenario[]> {
  const id = `bench${Date.now().toString(36)}`;
  const response = await fetch(`${stack.entryUrl}/api/simple-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: id, email: `${id}@example.com`, password: 'Passw0rd!' }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (response.status !== 201 || !cookie) throw new Error(`bench sign-up failed: ${response.status}`);
  return [
    { title: 'GET /api/user through the entry', url: `${stack.entryUrl}/api/user`, headers: { cookie } },
    {
      title: '{ me } straight to the gateway',
      url: stack.gatewayUrl,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id username email isAdmin isPremium } }' }),
    },
  ];
}
