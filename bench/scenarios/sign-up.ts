import type { Stack } from '../../scripts/stack';

/** A new student signed up through the entry: their session cookie and who they are. */
export async function signUpBenchStudent(stack: Stack, prefix: string) {
  const id = `${prefix}${Date.now().toString(36)}`;
  const response = await fetch(`${stack.entryUrl}/api/simple-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: id, email: `${id}@example.com`, password: 'Passw0rd!' }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (response.status !== 201 || !cookie) throw new Error(`bench sign-up failed: ${response.status}`);
  return { cookie, user: (await response.json()) as { id: string; username: string } };
}
