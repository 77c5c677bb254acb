import { loginSchema, registerSchema } from '@predental/identity-contract/auth';
import { changePasswordSchema } from '@predental/identity-contract/password';
import { profileUpdateSchema } from '@predental/identity-contract/profile';
import { badInput, conflict, fail, notFound } from '@predental/service-kit/errors';
import { GraphQLError } from 'graphql';
import { Types } from 'mongoose';
import type { SecurityEvent, SecurityFields } from '@predental/service-kit/security-log';
import { requireAdmin, requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import { SESSION_HEADER } from '@predental/service-kit/viewer-token';
import type { SessionStore } from './sessions/sessions';
import type { SignupProofs } from './signup-proof/signup-proof';
import type { Throttles } from './throttle/throttles';
import { hashPassword, passwordMatches } from './users/passwords';
import { isReservedUsername } from './users/reserved-usernames';
import { keyOf, toUser, USER_FIELDS, type UserModel } from './users/user-model';
import type { UniqueClaims } from './users/unique-claims';
import type { UserCount } from './users/user-count';
import type { UserStore } from './users/user-store';
import type { Resolvers } from './gql/resolvers';

const INVALID_LOGIN = 'Invalid username or password';
const RESERVED = 'This username is reserved';
const USERNAME_TAKEN = 'Username already exists';
const EMAIL_TAKEN = 'Email already exists';
/** Without the entry in front (tests calling the gateway), every caller shares one bucket. */
const UNKNOWN_ADDRESS = 'unknown';

/** Waits for a throttle check; a refusal is written to the security log before it reaches the client. */
async function throttledOrLogged(
  context: SubgraphContext,
  check: Promise<void>,
  event: SecurityEvent,
  fields: SecurityFields,
): Promise<void> {
  try {
    await check;
  } catch (error) {
    context.log(event, fields);
    throw error;
  }
}

function isDuplicateKey(error: unknown): error is { keyPattern?: Record<string, unknown>; message: string } {
  return typeof error === 'object' && error !== null && (error as { code?: number }).code === 11000;
}

/** Maps a unique-index clash to the field people recognise. */
function duplicateMessage(error: { keyPattern?: Record<string, unknown>; message: string }): string {
  const field = error.keyPattern
    ? Object.keys(error.keyPattern)[0]
    : error.message.includes('emailKey')
      ? 'emailKey'
      : 'usernameKey';
  return field === 'emailKey' ? EMAIL_TAKEN : USERNAME_TAKEN;
}

export function identityResolvers(
  users: UserModel,
  store: UserStore,
  names: UniqueClaims,
  emails: UniqueClaims,
  userCount: UserCount,
  sessions: SessionStore,
  throttle: Throttles,
  proofs: SignupProofs,
): Resolvers {
  /** A proof sent with a sign-up is checked (and spent) whether or not this one needed it; a bad one is refused. */
  async function provenBy(proof: string | undefined, context: SubgraphContext): Promise<boolean> {
    if (proof === undefined) return false;
    const check = await proofs.check(proof);
    if (check === 'verified') return true;
    context.log('register_proof_refused', { address: context.address, reason: check });
    badInput(
      check === 'expired'
        ? 'The sign-up check took too long. Please try again.'
        : 'The sign-up check failed. Please try again.',
    );
  }

  /** A fresh session at every sign-in; the browser's previous one ends (no fixation, no pile-up). */
  async function startSession(
    context: SubgraphContext,
    user: { _id: Parameters<SessionStore['create']>[0]; isAdmin?: boolean | null },
  ) {
    if (context.viewer) await sessions.revoke(context.viewer.sessionId);
    context.res.setHeader(SESSION_HEADER, await sessions.create(user._id, Boolean(user.isAdmin)));
  }

  /** The user called `key` now: one lookup by name, one by id. */
  async function userCalled(key: string) {
    const userId = await names.userIdOf(key);
    const user = userId ? await users.findById(userId).lean() : null;
    return user?.usernameKey === key ? user : null;
  }

  return {
    User: {
      __resolveReference: (reference: { id: string }) => store.byId(reference.id),
    },
    Query: {
      me: (_: unknown, __: unknown, context: SubgraphContext) =>
        context.viewer ? store.byId(context.viewer.id) : null,
      signupChallenge: () => proofs.challenge(),
      adminUsers: async (_: unknown, __: unknown, context: SubgraphContext) => {
        requireAdmin(context);
        return (await users.find({}, USER_FIELDS.join(' ')).sort({ _id: 1 }).lean()).map(toUser);
      },
      adminUserCount: (_: unknown, __: unknown, context: SubgraphContext) => {
        requireAdmin(context);
        return userCount.count();
      },
    },
    Mutation: {
      login: async (_: unknown, args: unknown, context: SubgraphContext) => {
        const { username, password } = parseInput(loginSchema, args);
        const key = keyOf(username);
        const address = context.address ?? UNKNOWN_ADDRESS;
        await throttledOrLogged(context, throttle.beforeLogin(key, address), 'login_throttled', {
          username: key,
          address,
        });
        const user = await userCalled(key);
        if (!user || !(await passwordMatches(user.passwordHash, password))) {
          await throttle.loginFailed(key, address);
          context.log('login_failed', { username: key, address, reason: user ? 'wrong password' : 'unknown username' });
          return { success: false, user: null, error: INVALID_LOGIN };
        }
        await throttle.loginSucceeded(key, address);
        await startSession(context, user);
        return { success: true, user: toUser(user), error: null };
      },

      register: async (_: unknown, args: { input: unknown }, context: SubgraphContext) => {
        const input = parseInput(registerSchema, args.input);
        const proven = await provenBy(input.proof, context);
        try {
          await throttle.beforeRegister(context.address ?? UNKNOWN_ADDRESS, proven);
        } catch (error) {
          const needsProof = error instanceof GraphQLError && error.extensions.code === 'PROOF_REQUIRED';
          context.log(needsProof ? 'register_proof_refused' : 'register_throttled', {
            address: context.address,
            ...(needsProof ? { reason: 'no proof' } : {}),
          });
          throw error;
        }
        if (isReservedUsername(input.username)) conflict(RESERVED);
        const id = new Types.ObjectId();
        const key = keyOf(input.username);
        const emailKey = keyOf(input.email);
        if (!(await names.claim(key, id.toString()))) conflict(USERNAME_TAKEN);
        if (!(await emails.claim(emailKey, id.toString()))) {
          await names.release(key, id.toString());
          conflict(EMAIL_TAKEN);
        }
        try {
          const user = await users.create({
            _id: id,
            username: input.username,
            usernameKey: keyOf(input.username),
            email: input.email,
            emailKey,
            passwordHash: await hashPassword(input.password),
          });
          await userCount.added(id.toString());
          await startSession(context, user);
          return toUser(user);
        } catch (error) {
          await Promise.all([names.release(key, id.toString()), emails.release(emailKey, id.toString())]);
          // Two sign-ups racing past stale claims: the unique indexes decide.
          if (isDuplicateKey(error)) conflict(duplicateMessage(error));
          throw error;
        }
      },

      logout: async (_: unknown, __: unknown, context: SubgraphContext) => {
        if (context.viewer) await sessions.revoke(context.viewer.sessionId);
        context.res.setHeader(SESSION_HEADER, '');
        return true;
      },

      updateProfile: async (_: unknown, args: { id: string; input: unknown }, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        // Someone else's id answers exactly like an unknown one.
        if (args.id !== viewer.id) notFound('User');
        const input = parseInput(profileUpdateSchema, args.input);
        // The stored keys, not the viewer's: the gateway may hold a viewer for up to a second.
        const current = await users.findById(viewer.id, 'usernameKey emailKey').lean();
        if (!current) notFound('User');
        const oldKey = current.usernameKey;
        const newKey = input.username === undefined ? oldKey : keyOf(input.username);
        const newEmailKey = input.email === undefined ? current.emailKey : keyOf(input.email);
        if (newKey !== oldKey) {
          // The admin account is found by its name at every start: renaming it would orphan it.
          if (oldKey === 'admin') conflict('The admin account cannot be renamed');
          if (isReservedUsername(input.username!)) conflict(RESERVED);
          if (!(await names.claim(newKey, viewer.id))) conflict(USERNAME_TAKEN);
        }
        if (newEmailKey !== current.emailKey && !(await emails.claim(newEmailKey, viewer.id))) {
          if (newKey !== oldKey) await names.release(newKey, viewer.id);
          conflict(EMAIL_TAKEN);
        }
        const changes: Record<string, string> = {};
        if (input.username !== undefined) Object.assign(changes, { username: input.username, usernameKey: newKey });
        if (input.email !== undefined) Object.assign(changes, { email: input.email, emailKey: newEmailKey });
        // The keys that did not end up the user's are given back: the new ones on failure, the old on success.
        const giveBack = async (usernameKey: string, emailKey: string) => {
          if (newKey !== oldKey) await names.release(usernameKey, viewer.id);
          if (newEmailKey !== current.emailKey) await emails.release(emailKey, viewer.id);
        };
        try {
          const user = await users.findByIdAndUpdate(viewer.id, changes, { new: true }).lean();
          if (!user) notFound('User');
          await giveBack(oldKey, current.emailKey);
          return toUser(user);
        } catch (error) {
          await giveBack(newKey, newEmailKey);
          if (isDuplicateKey(error)) conflict(duplicateMessage(error));
          throw error;
        }
      },

      changePassword: async (_: unknown, args: unknown, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        const { currentPassword, newPassword } = parseInput(changePasswordSchema, args);
        const address = context.address ?? UNKNOWN_ADDRESS;
        await throttledOrLogged(
          context,
          throttle.beforePasswordChange(viewer.id, address),
          'password_change_throttled',
          { userId: viewer.id, address },
        );
        const user = await users.findById(viewer.id);
        if (!user) notFound('User');
        if (!(await passwordMatches(user.passwordHash, currentPassword))) {
          await throttle.passwordChangeFailed(viewer.id, address);
          context.log('password_change_failed', { userId: viewer.id, address });
          fail('BAD_USER_INPUT', 'Current password is incorrect');
        }
        await throttle.passwordChangeSucceeded(viewer.id, address);
        // No transaction on FerretDB, so the steps are ordered for a crash at any point: every
        // session ends first (a crash leaves the old password and no sessions), then the hash is
        // saved, then sessions end again (one started with the old password in between), and
        // only then does this browser get a fresh one (a crash before leaves it signed out).
        await sessions.revokeAllOf(viewer.id);
        user.passwordHash = await hashPassword(newPassword);
        await user.save();
        await sessions.revokeAllOf(viewer.id);
        context.res.setHeader(SESSION_HEADER, await sessions.create(user._id, user.isAdmin));
        return true;
      },
    },
  };
}
