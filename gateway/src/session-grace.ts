import { createHash } from 'node:crypto';
import type { Viewer } from '@predental/contracts/viewer';

/** Sessions remembered at most; the oldest confirmation goes first. */
const MAX_REMEMBERED = 50_000;

/**
 * What identity last said about each session: trusted until `trustedUntil` while identity's list
 * of ended sessions answers (session-feed.ts), and for a short identity outage (a crash the
 * supervisor restarts within seconds) a session identity confirmed within `graceMs` keeps
 * working in the other areas instead of every student's calls failing.
 *
 * Revocation is not weakened while identity answers: a "no such session" answer or an end on
 * identity's list forgets the session here, as does identity ending or replacing the session of
 * the request (logout, sign-in, password change). The window left is a session revoked from
 * elsewhere just before identity went down: it holds until `graceMs` after its last confirmation.
 * Tokens are kept as digests, never as given.
 */
export function sessionGrace(graceMs: number) {
  const confirmed = new Map<string, { viewer: Viewer; at: number; trustedUntil: number }>();
  const key = (token: string) => createHash('sha256').update(token).digest('base64url');
  return {
    /** Identity answered for this session (null: no such session), to be trusted without asking until `trustedUntil`. */
    remember(token: string, viewer: Viewer | null, trustedUntil = 0) {
      const digest = key(token);
      confirmed.delete(digest);
      if (!viewer) return;
      confirmed.set(digest, { viewer, at: Date.now(), trustedUntil });
      if (confirmed.size > MAX_REMEMBERED) confirmed.delete(confirmed.keys().next().value!);
    },
    /** Identity ended or replaced this session. */
    forget: (token: string) => {
      confirmed.delete(key(token));
    },
    /** The viewer of a session still trusted (see session-feed.ts). */
    trusted(token: string): Viewer | undefined {
      const entry = confirmed.get(key(token));
      return entry && Date.now() < entry.trustedUntil ? entry.viewer : undefined;
    },
    /** Identity ended these sessions. */
    ended(sessionIds: ReadonlySet<string>) {
      if (sessionIds.size === 0) return;
      for (const [digest, { viewer }] of confirmed) if (sessionIds.has(viewer.sessionId)) confirmed.delete(digest);
    },
    /**
     * The viewer identity confirmed within `withinMs` (by default the grace, for when identity does
     * not answer), if any. A session still trusted when identity's list of ended sessions last
     * answered (`listedAt`) was confirmed then, though nobody asked about it alone.
     */
    recall(token: string, withinMs = graceMs, listedAt = 0): Viewer | undefined {
      const entry = confirmed.get(key(token));
      if (!entry) return undefined;
      const at = entry.trustedUntil > listedAt ? Math.max(entry.at, listedAt) : entry.at;
      return Date.now() - at <= withinMs ? entry.viewer : undefined;
    },
  };
}
