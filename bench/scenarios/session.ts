import type { Stack } from '../../scripts/stack';
import type { Scenario } from '../measure';
import { signUpBenchStudent } from './sign-up';

/** A signed-in user asking who they are: through the HTTP entry, and straight at the gateway. */
export async function sessionScenarios(stack: Stack): Promise<Scenario[]> {
  const { cookie } = await signUpBenchStudent(stack, 'bench');
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
