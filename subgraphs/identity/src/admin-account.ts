import { randomBytes } from 'node:crypto';
import { hashPassword, passwordMatches } from './users/passwords';
import type { UserModel } from './users/user-model';

/**
 * The one admin account comes from configuration, never from sign-up: ADMIN_PASSWORD sets its
 * password; without it, the first start generates one and prints it once.
 */
export async function ensureAdminAccount(users: UserModel): Promise<void> {
  const configured = process.env.ADMIN_PASSWORD;
  const email = process.env.ADMIN_EMAIL ?? 'admin@predental.local';
  const existing = await users.findOne({ usernameKey: 'admin' });
  if (existing) {
    let changed = false;
    if (!existing.isAdmin) {
      existing.isAdmin = true;
      changed = true;
    }
    if (configured && !(await passwordMatches(existing.passwordHash, configured))) {
      existing.passwordHash = await hashPassword(configured);
      changed = true;
    }
    if (changed) await existing.save();
    return;
  }
  const password = configured ?? randomBytes(12).toString('base64url');
  await users.create({
    username: 'admin',
    usernameKey: 'admin',
    email,
    emailKey: email.toLowerCase(),
    passwordHash: await hashPassword(password),
    isAdmin: true,
  });
  if (!configured) console.log(`[identity] admin account created: username "admin", password "${password}" (shown once; set ADMIN_PASSWORD to choose it)`);
}
