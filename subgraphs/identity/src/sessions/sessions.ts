import { createHash, randomBytes } from 'node:crypto';
import type { Viewer } from '@predental/contracts/viewer';
import type { Types } from 'mongoose';
import type { UserModel } from '../users/user-model';
import type { SessionModel } from './session-model';

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function sessionStore(sessions: SessionModel, users: UserModel) {
  return {
    /** Returns the token for the cookie; only its hash is stored. */
    async create(userId: Types.ObjectId): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await sessions.create({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
      return token;
    },

    /** Who holds this token, read fresh on every request so revocation is immediate. */
    async resolve(token: string): Promise<Viewer | null> {
      const session = await sessions.findOne({ tokenHash: hashToken(token) }).lean();
      if (!session || session.expiresAt.getTime() < Date.now()) return null;
      const user = await users.findById(session.userId).lean();
      if (!user) return null;
      return {
        id: user._id.toString(),
        username: user.username,
        isAdmin: user.isAdmin,
        isPremium: user.isPremium,
        sessionId: session._id.toString(),
      };
    },

    async revoke(sessionId: string): Promise<void> {
      await sessions.deleteOne({ _id: sessionId });
    },

    async revokeAllOf(userId: string): Promise<void> {
      await sessions.deleteMany({ userId });
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
