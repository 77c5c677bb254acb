import type { Login, Register } from '@predental/identity-contract/auth';
import { userSchema, type User } from '@predental/contracts/user';
import { apiFetch, apiRequest, errorText } from '../../lib/api';
import { solveSignupPuzzle } from './signup-puzzle';

/** Non-empty, valid JSON, or an error phrased as SPEC §8 says. */
function parseBody(text: string): unknown {
  if (!text.trim()) throw new Error('Server returned an empty response');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Failed to parse server response: ${text.slice(0, 100)}`);
  }
}

export async function login(credentials: Login): Promise<User> {
  const response = await apiFetch('POST', '/api/simple-login', credentials);
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  const body = parseBody(await response.text()) as { success?: unknown; user?: unknown; error?: unknown };
  const user = userSchema.safeParse(body.user);
  if (body.success !== true || !user.success) {
    throw new Error(typeof body.error === 'string' && body.error ? body.error : 'Authentication failed');
  }
  return user.data;
}

/**
 * Sends username, email and password only: confirmPassword never leaves the browser. When the
 * server asks for a proof of work (428), `onPuzzle` is told, the puzzle is solved and the sign-up sent again.
 */
export async function register({ username, email, password }: Register, onPuzzle: () => void): Promise<User> {
  let response = await apiFetch('POST', '/api/simple-register', { username, email, password });
  if (response.status === 428) {
    onPuzzle();
    response = await apiFetch('POST', '/api/simple-register', {
      username,
      email,
      password,
      proof: await solveSignupPuzzle(),
    });
  }
  if (!response.ok) throw new Error(`${response.status}: ${await errorText(response)}`);
  const text = await response.text();
  const user = userSchema.safeParse(parseBody(text));
  if (!user.success) throw new Error(`Failed to parse server response: ${text.slice(0, 100)}`);
  return user.data;
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/simple-logout');
}
