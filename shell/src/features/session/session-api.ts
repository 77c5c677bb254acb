import type { User } from '@predental/contracts/user';
import { apiFetch } from '../../lib/api';

/**
 * The shape check of userSchema, by hand: this runs on the landing page, which must not
 * load zod (its initial JS budget is 150 KB gzipped).
 */
function asUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.username !== 'string' || typeof v.email !== 'string') return null;
  if (typeof v.isAdmin !== 'boolean' || typeof v.isPremium !== 'boolean') return null;
  return { id: v.id, username: v.username, email: v.email, isAdmin: v.isAdmin, isPremium: v.isPremium };
}

const UNAVAILABLE = 'Sign-in is unavailable. Please try again shortly.';

/** The server's JSON `message` (the bridge's 503 says what is wrong), else the generic one. */
async function unavailableMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : UNAVAILABLE;
}

/**
 * GET /api/user: 401 means nobody is signed in. Any other failure (identity down, no network)
 * leaves that unknown and throws an Error whose message is fit to show the student.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  let response: Response;
  try {
    response = await apiFetch('GET', '/api/user');
  } catch {
    throw new Error(UNAVAILABLE);
  }
  if (response.status === 401) {
    // Read the small body anyway: /api answers are no-store, so no cache drains it and an
    // unread one keeps the request open (its connection, and the page's network idle).
    await response.text();
    return null;
  }
  if (!response.ok) throw new Error(await unavailableMessage(response));
  return asUser(await response.json().catch(() => null));
}
