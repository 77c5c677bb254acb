import { loginSchema, registerSchema, RESERVED_USERNAMES } from '@predental/contracts/auth';
import { changePasswordSchema } from '@predental/contracts/password';
import { profileUpdateSchema } from '@predental/contracts/user';
import { conflict, fail, notFound } from '@predental/service-kit/errors';
import { requireAdmin, requireGateway, requireViewer, type Resolvers, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import { SESSION_HEADER } from '@predental/service-kit/viewer-token';
import type { SessionStore } from './sessions/sessions';
import type { LoginThrottle } from './users/login-throttle';
import { hashPassword, passwordMatches } from './users/passwords';
import { keyOf, toUser, type UserModel } from './users/user-model';
import type { UserStore } from './users/user-store';

const INVALID_LOGIN = 'Invalid username or password';
/** The admin list never reads password hashes. */
const USER_FIELDS = 'username email isAdmin isPremium';

function isDuplicateKey(error: unknown): error is { keyPattern?: Record<string, unknown>; message: string } {
  return typeof error === 'object' && error !== null && (error as { code?: number }).code === 11000;
}

/** Maps a unique-index clash to the field people recognise. */
function duplicateMessage(error: { keyPattern?: Record<string, unknown>; message: string }): string {
  const field = error.keyPattern ? Object.keys(error.keyPattern)[0] : error.message.includes('emailKey') ? 'emailKey' : 'usernameKey';
  return field === 'emailKey' ? 'Email already exists' : 'Username already exists';
}

export function identityResolvers(users: UserModel, store: UserStore, sessions: SessionStore, throttle: LoginThrottle): Resolvers {
  async function startSession(context: SubgraphContext, userId: Parameters<SessionStore['create']>[0]) {
    context.res.setHeader(SESSION_HEADER, await sessions.create(userId));
  }

  async function assertFree(field: 'usernameKey' | 'emailKey', value: string, exceptId?: string) {
    const clash = await users.exists({ [field]: keyOf(value), ...(exceptId ? { _id: { $ne: exceptId } } : {}) });
    if (clash) conflict(field === 'emailKey' ? 'Email already exists' : 'Username already exists');
  }

  return {
    User: {
      __resolveReference: (reference: { id: string }) => store.byId(reference.id),
    },
    Query: {
      me: (_: unknown, __: unknown, context: SubgraphContext) => (context.viewer ? store.byId(context.viewer.id) : null),
      adminUsers: async (_: unknown, __: unknown, context: SubgraphContext) => {
        requireAdmin(context);
        return (await users.find({}, USER_FIELDS).sort({ _id: 1 }).lean()).map(toUser);
      },
      adminUserCount: (_: unknown, __: unknown, context: SubgraphContext) => {
        requireAdmin(context);
        return users.countDocuments();
      },
    },
    Mutation: {
      login: async (_: unknown, args: unknown, context: SubgraphContext) => {
        requireGateway(context);
        const { username, password } = parseInput(loginSchema, args);
        const key = keyOf(username);
        if (throttle.blocked(key)) fail('TOO_MANY_REQUESTS', 'Too many failed login attempts. Please try again later.');
        const user = await users.findOne({ usernameKey: key }).lean();
        if (!user || !(await passwordMatches(user.passwordHash, password))) {
          throttle.failed(key);
          return { success: false, user: null, error: INVALID_LOGIN };
        }
        throttle.succeeded(key);
        await startSession(context, user._id);
        return { success: true, user: toUser(user), error: null };
      },

      register: async (_: unknown, args: { input: unknown }, context: SubgraphContext) => {
        requireGateway(context);
        const input = parseInput(registerSchema, args.input);
        if (RESERVED_USERNAMES.includes(keyOf(input.username))) conflict('This username is reserved');
        await assertFree('usernameKey', input.username);
        await assertFree('emailKey', input.email);
        try {
          const user = await users.create({
            username: input.username,
            usernameKey: keyOf(input.username),
            email: input.email,
            emailKey: keyOf(input.email),
            passwordHash: await hashPassword(input.password),
          });
          await startSession(context, user._id);
          return toUser(user);
        } catch (error) {
          // Two sign-ups racing for the same name: the unique index decides.
          if (isDuplicateKey(error)) conflict(duplicateMessage(error));
          throw error;
        }
      },

      logout: async (_: unknown, __: unknown, context: SubgraphContext) => {
        requireGateway(context);
        if (context.viewer) await sessions.revoke(context.viewer.sessionId);
        context.res.setHeader(SESSION_HEADER, '');
        return true;
      },

      updateProfile: async (_: unknown, args: { id: string; input: unknown }, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        // Someone else's id answers exactly like an unknown one.
        if (args.id !== viewer.id) notFound('User');
        const input = parseInput(profileUpdateSchema, args.input);
        const changes: Record<string, string> = {};
        if (input.username !== undefined) {
          if (RESERVED_USERNAMES.includes(keyOf(input.username)) && !viewer.isAdmin) conflict('This username is reserved');
          await assertFree('usernameKey', input.username, viewer.id);
          Object.assign(changes, { username: input.username, usernameKey: keyOf(input.username) });
        }
        if (input.email !== undefined) {
          await assertFree('emailKey', input.email, viewer.id);
          Object.assign(changes, { email: input.email, emailKey: keyOf(input.email) });
        }
        try {
          const user = await users.findByIdAndUpdate(viewer.id, changes, { new: true }).lean();
          store.changed(viewer.id);
          if (!user) notFound('User');
          return toUser(user);
        } catch (error) {
          if (isDuplicateKey(error)) conflict(duplicateMessage(error));
          throw error;
        }
      },

      changePassword: async (_: unknown, args: unknown, context: SubgraphContext) => {
        const viewer = requireViewer(context);
        const { currentPassword, newPassword } = parseInput(changePasswordSchema, args);
        const user = await users.findById(viewer.id);
        if (!user) notFound('User');
        if (!(await passwordMatches(user.passwordHash, currentPassword))) fail('BAD_USER_INPUT', 'Current password is incorrect');
        user.passwordHash = await hashPassword(newPassword);
        await user.save();
        // Every copy of every session ends; this browser gets a fresh one.
        await sessions.revokeAllOf(viewer.id);
        await startSession(context, user._id);
        return true;
      },
    },
  };
}
