import type { ChangePassword } from '@predental/identity-contract/password';
import type { ProfileUpdate } from '@predental/identity-contract/profile';
import { apiFetch } from '../../lib/api';

export async function updateProfile(userId: string, changes: ProfileUpdate): Promise<void> {
  const response = await apiFetch('PATCH', `/api/users/${encodeURIComponent(userId)}`, changes);
  if (!response.ok) throw new Error('Failed to update profile');
}

export async function changePassword(body: ChangePassword): Promise<void> {
  const response = await apiFetch('POST', '/api/change-password', body);
  if (response.ok) return;
  const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new Error(typeof data?.message === 'string' && data.message ? data.message : 'Failed to change password');
}
