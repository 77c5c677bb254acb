import type { Viewer } from '@predental/contracts/viewer';
import { intFromEnv } from '@predental/service-kit/config';
import { withDeadline } from '@predental/service-kit/deadline';
import { REQUEST_ID_HEADER, type Logger } from '@predental/service-kit/observability';
import {
  SESSION_ENDS_PATH,
  SESSION_LOOKUP_HEADER,
  SESSION_RESOLVE_PATH,
  derivedKey,
} from '@predental/service-kit/viewer-token';
import { GraphQLError } from 'graphql';
import { request } from 'undici';
import { sessionFeed } from './session-feed';
import { sessionGrace } from './session-grace';
import { subgraphUrl } from './subgraphs';

export const SESSION_COOKIE = 'sid';

/** Identity answers from its cache or one indexed read; longer than this means it is in trouble. */
const SESSION_LOOKUP_TIMEOUT_MS = 2_000;

export function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * Asks the identity subgraph who holds the session, then trusts its answer for up to
 * SESSION_TRUST_MS (60 s) while identity's feed of ended sessions, read every SESSION_CACHE_MS
 * (1 s), answers (session-feed.ts): a session revoked through another gateway replica is refused
 * by this one within about that second, and one ended through this gateway at once (sessionEnded
 * forgets it). Without the feed, an answer is kept at most SESSION_CACHE_MS. When identity does not answer, a session it confirmed within SESSION_GRACE_MS still holds
 * (see session-grace.ts); past that, a clear 503.
 */
export function sessionResolver(secret: string, log: Logger) {
  const url = new URL(SESSION_RESOLVE_PATH, subgraphUrl('identity')).toString();
  const lookupKey = derivedKey(secret, 'session-lookup');
  const grace = sessionGrace(intFromEnv('SESSION_GRACE_MS', 30_000, { max: 300_000 }));
  const cacheMs = intFromEnv('SESSION_CACHE_MS', 1000, { min: 0, max: 1000 });
  const trustMs = intFromEnv('SESSION_TRUST_MS', 60_000, { min: 0, max: 300_000 });
  const feed =
    cacheMs > 0 && trustMs > 0
      ? sessionFeed(new URL(SESSION_ENDS_PATH, url).toString(), lookupKey, cacheMs, (ended) => grace.ended(ended))
      : undefined;
  /**
   * How long a confirmed session is trusted without asking: half its time left (so an active
   * student's idle end keeps moving: identity records activity when asked), at most trustMs.
   */
  const trustedUntil = (viewer: Viewer, validUntil: number | undefined) => {
    const now = Date.now();
    if (!feed?.fresh() || validUntil === undefined || feed.endedLately(viewer)) return 0;
    return now + Math.min(trustMs, (validUntil - now) / 2);
  };
  const resolve = async (token: string, requestId?: string): Promise<Viewer | null> => {
    const trusted = feed?.fresh() ? grace.trusted(token) : undefined;
    if (trusted) return trusted;
    const recent = cacheMs > 0 ? grace.recall(token, cacheMs) : undefined;
    if (recent) return recent;
    const lookup = async (signal: AbortSignal) => {
      const response = await request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SESSION_LOOKUP_HEADER]: lookupKey,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        },
        body: JSON.stringify({ token }),
        signal,
      });
      const body = (await response.body.json()) as { viewer: Viewer | null; validUntil?: number };
      if (response.statusCode !== 200) throw new Error(`session lookup answered ${response.statusCode}`);
      return body;
    };
    try {
      const { viewer, validUntil } = await withDeadline(
        SESSION_LOOKUP_TIMEOUT_MS,
        lookup,
        () => new Error(`no answer within ${SESSION_LOOKUP_TIMEOUT_MS} ms`),
      );
      grace.remember(token, viewer, viewer ? trustedUntil(viewer, validUntil) : 0);
      return viewer;
    } catch (error) {
      const recalled = grace.recall(token, undefined, feed?.lastAnswer());
      log.warn(
        { reqId: requestId, reason: (error as Error).message, recalled: Boolean(recalled) },
        'session lookup failed',
      );
      if (recalled) return recalled;
      // A session identity has not confirmed lately cannot be checked: a clear 503, never a masked 500.
      throw new GraphQLError('Sign-in is unavailable. Please try again shortly.', {
        extensions: { code: 'SERVICE_UNAVAILABLE', service: 'identity', http: { status: 503 } },
      });
    }
  };
  return { resolve, forget: grace.forget, stop: () => feed?.stop() };
}
