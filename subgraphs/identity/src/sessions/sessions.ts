import { createHash, randomBytes } from 'node:crypto';
import type { Viewer } from '@predental/contracts/viewer';
import { readCache } from '@predental/service-kit/read-cache';
import type { Types } from 'mongoose';
import type { UserStore } from '../users/user-store';
import type { SessionModel } from './session-model';

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface SessionEntry {
  userId: string;
  expiresAt: number;
}

export function sessionStore(sessions: SessionModel, users: UserStore) {
  const cache = readCache<SessionEntry | null>();

  const find = (id: string) =>
    cache.load(id, async () => {
      const session = await sessions.findById(id).lean();
      return session ? { userId: session.userId.toString(), expiresAt: session.expiresAt.getTime() } : null;
    });

  return {
    /** Returns the token for the cookie; only its hash is stored. */
    async create(userId: Types.ObjectId): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
      await sessions.create({ _id: hashToken(token), userId, expiresAt });
      return token;
    },

    /** Who holds this token; revocation deletes the entry, so a revoked token fails at once. */
    async resolve(token: string): Promise<Viewer | null> {
      const sessionId = hashToken(token);
      const session = await find(sessionId);
      if (!session || session.expiresAt < Date.now()) return null;
      const user = await users.byId(session.userId);
      if (!user) return null;
      return { id: user.id, username: user.username, isAdmin: user.isAdmin, isPremium: user.isPremium, sessionId };
    },

    async revoke(sessionId: string): Promise<void> {
      await sessions.deleteOne({ _id: sessionId });
      cache.invalidate(sessionId);
    },

    async revokeAllOf(userId: string): Promise<void> {
      await sessions.deleteMany({ userId });
      cache.invalidateWhere((entry) => entry?.userId === userId);
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
