import type { Viewer } from '@predental/contracts/viewer';
import { SESSION_LOOKUP_HEADER } from '@predental/service-kit/viewer-token';
import { request } from 'undici';

/**
 * Identity's clock and ours, and the time a write takes to show: an end recorded this long
 * before identity's last answer is still asked for again.
 */
const OVERLAP_MS = 2_000;
/** How long the ends a poll brought are kept, for a lookup that was under way while they happened. */
const RECENT_MS = 10_000;

interface Ends {
  now: number;
  sessionIds: string[];
}

/**
 * Which sessions identity ended lately (logout, password change, account deletion), read once every `everyMs` for all the sessions this gateway holds instead of one
 * lookup per session per `everyMs` (issue 39). While the feed is fresh a confirmed session is
 * trusted without asking; when a poll fails, nothing is trusted until one succeeds, and every
 * request asks identity again as before.
 */
export function sessionFeed(
  url: string,
  lookupKey: string,
  everyMs: number,
  onEnded: (sessionIds: ReadonlySet<string>) => void,
) {
  let since: number | undefined;
  let answeredAt = 0;
  /** The last answer, kept through failures: what it did not list was still a session then. */
  let lastAnswer = 0;
  const recent: { at: number; sessionIds: Set<string> }[] = [];
  const poll = async () => {
    try {
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SESSION_LOOKUP_HEADER]: lookupKey },
        body: JSON.stringify({ since: since ?? Date.now() - OVERLAP_MS }),
        signal: AbortSignal.timeout(everyMs),
      });
      if (response.statusCode !== 200) throw new Error(`session ends answered ${response.statusCode}`);
      const ends = (await response.body.json()) as Ends;
      since = ends.now - OVERLAP_MS;
      const at = Date.now();
      while (recent.length > 0 && at - recent[0]!.at > RECENT_MS) recent.shift();
      const sessionIds = new Set(ends.sessionIds);
      recent.push({ at, sessionIds });
      onEnded(sessionIds);
      answeredAt = at;
      lastAnswer = at;
    } catch {
      answeredAt = 0;
    }
  };
  let polling: Promise<void> | undefined;
  const timer = setInterval(() => {
    polling ??= poll().finally(() => (polling = undefined));
  }, everyMs);
  timer.unref();
  return {
    /** Whether identity answered lately enough that an end would have been seen by now. */
    fresh: () => Date.now() - answeredAt <= 2 * everyMs,
    /** When identity last answered, if ever: a session trusted then was confirmed then. */
    lastAnswer: () => lastAnswer,
    /** A viewer a lookup under way brought back, whose session has ended since. */
    endedLately: (viewer: Viewer) => recent.some((ends) => ends.sessionIds.has(viewer.sessionId)),
    stop: () => clearInterval(timer),
  };
}
