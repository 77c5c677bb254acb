import { PASSWORD_NEEDED } from '@predental/identity-contract/delete-account';
import { conflict, fail, notFound } from '@predental/service-kit/errors';
import { requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { SESSION_HEADER } from '@predental/service-kit/viewer-token';
import type { SessionStore } from '../sessions/sessions';
import type { Throttles } from '../throttle/throttles';
import { passwordMatches } from '../users/passwords';
import type { UniqueClaims } from '../users/unique-claims';
import type { UserCount } from '../users/user-count';
import type { UserModel } from '../users/user-model';
import { AREAS_TO_ERASE, type AreaEraser } from './area-eraser';
import type { Deletion, Deletions } from './deletions';
import { afterTry, type RetryPolicy } from './erase-retry';

const WRONG_PASSWORD = 'Password is incorrect';
const LAST_ADMIN = 'The last admin account cannot be deleted.';
const UNKNOWN_ADDRESS = 'unknown';

interface Books {
  users: UserModel;
  sessions: SessionStore;
  names: UniqueClaims;
  emails: UniqueClaims;
  count: UserCount;
  throttle: Throttles;
  deletions: Deletions;
  eraseIn: AreaEraser;
  retry: RetryPolicy;
  /** How long an area may take to answer before it counts as down. */
  callTimeoutMs: number;
}

/**
 * Deleting an account: recorded first (`deletions`), then identity's own part, then every area's,
 * each erasing what it keeps. No transaction on FerretDB, so every step is safe to repeat and
 * a crash at any point leaves a recorded deletion that the next try finishes (erase-worker.ts).
 */
export function accountDeletion(books: Books) {
  /** Identity's part: every session ends, the user goes, its name and email are free, the count drops. */
  async function eraseIdentity(deletion: Deletion): Promise<void> {
    const id = deletion._id;
    await books.sessions.revokeAllOf(id);
    await books.users.deleteOne({ _id: id });
    await books.names.release(deletion.usernameKey, id);
    await books.emails.release(deletion.emailKey, id);
    await books.count.removed(id);
    await books.throttle.forgetUser(id);
  }

  /** One try at what the deletion has left; answers the areas still left after it. */
  async function tryOnce(deletion: Deletion): Promise<string[]> {
    // The account goes before any area is asked: nobody can write to the areas meanwhile.
    if (deletion.areas.includes('identity')) await eraseIdentity(deletion);
    const others = deletion.areas.filter((area) => area !== 'identity');
    const confirmed = await Promise.all(
      others.map(async (area) => ((await books.eraseIn(area, deletion._id)) ? area : null)),
    );
    const outcome = afterTry(deletion, ['identity', ...confirmed.filter((area) => area !== null)], books.retry);
    await books.deletions.after(deletion._id, outcome);
    return outcome.done ? [] : outcome.areas;
  }

  return {
    tryOnce,

    /** Every deletion whose next try is due (at start, then periodically). */
    async finishDue(): Promise<void> {
      for (const deletion of await books.deletions.due()) await tryOnce(deletion);
    },

    async deleteAccount(password: string, context: SubgraphContext) {
      const { throttle } = books;
      const viewer = requireViewer(context);
      const address = context.address ?? UNKNOWN_ADDRESS;
      // Typing the password again is what stops a borrowed, signed-in browser: as hard to guess as a password change.
      await throttle.beforePasswordChange(viewer.id, address);
      if (!password) fail('FORBIDDEN', PASSWORD_NEEDED);
      const user = await books.users.findById(viewer.id).lean();
      if (!user) notFound('User');
      if (!(await passwordMatches(user.passwordHash, password))) {
        await throttle.passwordChangeFailed(viewer.id, address);
        context.log('account_delete_failed', { userId: viewer.id, address, reason: 'wrong password' });
        fail('FORBIDDEN', WRONG_PASSWORD);
      }
      await throttle.passwordChangeSucceeded(viewer.id, address);
      // The admin account comes from configuration and runs the platform: it stays while it is the only one.
      if (user.isAdmin && (await books.users.countDocuments({ isAdmin: true })) <= 1) conflict(LAST_ADMIN);
      const deletion = await books.deletions.start(
        { id: viewer.id, usernameKey: user.usernameKey, emailKey: user.emailKey },
        ['identity', ...AREAS_TO_ERASE],
        new Date(Date.now() + books.retry.firstMs + books.callTimeoutMs),
      );
      const pendingAreas = await tryOnce(deletion);
      context.res.setHeader(SESSION_HEADER, '');
      context.log('account_deleted', { userId: viewer.id, address, reason: pendingAreas.join(' ') || 'complete' });
      return { deleted: true, pendingAreas };
    },
  };
}
export type AccountDeletion = ReturnType<typeof accountDeletion>;
