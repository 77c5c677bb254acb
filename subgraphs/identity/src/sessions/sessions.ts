import { createHash, randomBytes } from 'node:crypto';
import type { Viewer } from '@predental/contracts/viewer';
import type { Types } from 'mongoose';
import type { UserStore } from '../users/user-store';
import type { SessionEnds } from './session-ends';
import type { SessionModel } from './session-model';
import type { SessionPolicy } from './session-policy';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface SessionEntry {
  userId: string;
  expiresAt: number;
  idleMs: number;
  lastSeenAt: number;
}

/** Activity is written at most this often (or a tenth of the idle time, if shorter). */
const TOUCH_EVERY_MS = 60_000;

export function sessionStore(sessions: SessionModel, users: UserStore, policy: SessionPolicy, ends: SessionEnds) {
  // Read by _id on a gateway's first lookup of a session, then again when its trust runs out.
  const find = async (id: string): Promise<SessionEntry | null> => {
    const session = await sessions.findById(id).lean();
    // Sessions from before idle timeouts existed have no lastSeenAt: they end, once.
    return session?.lastSeenAt
      ? {
          userId: session.userId.toString(),
          expiresAt: session.expiresAt.getTime(),
          idleMs: session.idleMs,
          lastSeenAt: session.lastSeenAt.getTime(),
        }
      : null;
  };

  async function touch(id: string, session: SessionEntry, now: number): Promise<void> {
    session.lastSeenAt = now;
    await sessions.updateOne({ _id: id }, { lastSeenAt: new Date(now), idleUntil: new Date(now + session.idleMs) });
  }

  async function revoke(sessionId: string): Promise<void> {
    await ends.record([sessionId]);
    await sessions.deleteOne({ _id: sessionId });
  }

  return {
    /** Returns the token for the cookie; only its hash is stored. */
    async create(userId: Types.ObjectId, isAdmin: boolean): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const { idleMs, maxMs } = policy.lifetimeFor(isAdmin);
      const now = Date.now();
      await sessions.create({
        _id: hashToken(token),
        userId,
        expiresAt: new Date(now + maxMs),
        idleMs,
        lastSeenAt: new Date(now),
        idleUntil: new Date(now + idleMs),
      });
      return token;
    },

    /**
     * Who holds this token, and until when it holds unused (its absolute or idle end, whichever
     * comes first): null once it is revoked, past its absolute end, or idle too long.
     */
    async resolve(token: string): Promise<{ viewer: Viewer; validUntil: number } | null> {
      const sessionId = hashToken(token);
      const session = await find(sessionId);
      const now = Date.now();
      if (!session) return null;
      if (session.expiresAt < now || session.lastSeenAt + session.idleMs < now) {
        await revoke(sessionId);
        return null;
      }
      if (now - session.lastSeenAt > Math.min(TOUCH_EVERY_MS, session.idleMs / 10))
        await touch(sessionId, session, now);
      const user = await users.byId(session.userId);
      if (!user) return null;
      return {
        viewer: { id: user.id, username: user.username, isAdmin: user.isAdmin, isPremium: user.isPremium, sessionId },
        validUntil: Math.min(session.expiresAt, session.lastSeenAt + session.idleMs),
      };
    },

    revoke,

    async revokeAllOf(userId: string | Types.ObjectId): Promise<void> {
      const ended = await sessions.find({ userId }, { _id: 1 }).lean();
      await ends.record(ended.map((session) => session._id));
      await sessions.deleteMany({ userId });
    },

    /** FerretDB has no TTL indexes: ended sessions are swept (the same on mongod). */
    async sweep(): Promise<void> {
      const now = new Date();
      await sessions.deleteMany({ $or: [{ expiresAt: { $lt: now } }, { idleUntil: { $lt: now } }] });
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
