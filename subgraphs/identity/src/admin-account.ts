import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import type { SessionStore } from './sessions/sessions';
import { hashPassword, passwordMatches } from './users/passwords';
import type { UserModel } from './users/user-model';
import type { UniqueClaims } from './users/unique-claims';
import type { UserCount } from './users/user-count';

/**
 * The one admin account comes from configuration, never from sign-up: ADMIN_PASSWORD sets its
 * password; without it, the first start generates one and prints it once. A new ADMIN_PASSWORD
 * ends every admin session, so rotating it locks out whoever had the old one.
 */
export async function ensureAdminAccount(
  users: UserModel,
  books: { names: UniqueClaims; emails: UniqueClaims; count: UserCount },
  sessions: SessionStore,
): Promise<void> {
  const configured = process.env.ADMIN_PASSWORD;
  const email = process.env.ADMIN_EMAIL ?? 'admin@predental.local';
  // Older releases let the admin rename itself; such an account gets its name back rather
  // than a second admin being created beside it.
  const existing =
    (await users.findOne({ usernameKey: 'admin' })) ?? (await users.findOne({ isAdmin: true }).sort({ _id: 1 }));
  if (existing) {
    let changed = false;
    if (existing.usernameKey !== 'admin') {
      Object.assign(existing, { username: 'admin', usernameKey: 'admin' });
      changed = true;
    }
    if (!existing.isAdmin) {
      existing.isAdmin = true;
      changed = true;
    }
    const rotated = Boolean(configured) && !(await passwordMatches(existing.passwordHash, configured!));
    if (rotated) {
      existing.passwordHash = await hashPassword(configured!);
      changed = true;
    }
    // Sessions end before and after the new hash is stored: a crash at any step leaves either
    // the old password with no old sessions (the next start rotates again) or the new one with none.
    if (rotated) await sessions.revokeAllOf(existing._id);
    if (changed) await existing.save();
    if (rotated) await sessions.revokeAllOf(existing._id);
    await books.names.claim('admin', existing._id.toString());
    await books.emails.claim(existing.emailKey, existing._id.toString());
    await books.count.added(existing._id.toString());
    return;
  }
  const password = configured ?? randomBytes(12).toString('base64url');
  const id = new Types.ObjectId();
  await books.names.claim('admin', id.toString());
  await books.emails.claim(email.toLowerCase(), id.toString());
  await users.create({
    _id: id,
    username: 'admin',
    usernameKey: 'admin',
    email,
    emailKey: email.toLowerCase(),
    passwordHash: await hashPassword(password),
    isAdmin: true,
  });
  await books.count.added(id.toString());
  if (!configured)
    console.log(
      `[identity] admin account created: username "admin", password "${password}" (shown once; set ADMIN_PASSWORD to choose it)`,
    );
}
