import type { User } from '@predental/contracts/user';
import { apiFetch, errorText } from '../../lib/api';

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

/** GET /api/user: 401 means nobody is signed in. */
export async function fetchCurrentUser(): Promise<User | null> {
  const response = await apiFetch('GET', '/api/user');
  if (response.status === 401) {
    // Read the small body anyway: /api answers are no-store, so no cache drains it and an
    // unread one keeps the request open (its connection, and the page's network idle).
    await response.text();
    return null;
  }
  if (!response.ok) throw new Error(`${response.status}: ${await errorText(response)}`);
  return asUser(await response.json());
}
