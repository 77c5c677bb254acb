import type { Login, Register } from '@predental/contracts/auth';
import { userSchema, type User } from '@predental/contracts/user';
import { apiFetch, apiRequest } from '../../lib/api';

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

/** Sends username, email and password only: confirmPassword never leaves the browser. */
export async function register({ username, email, password }: Register): Promise<User> {
  const response = await apiRequest('POST', '/api/simple-register', { username, email, password });
  const text = await response.text();
  const user = userSchema.safeParse(parseBody(text));
  if (!user.success) throw new Error(`Failed to parse server response: ${text.slice(0, 100)}`);
  return user.data;
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/simple-logout');
}
