import type { Viewer } from '@predental/contracts/viewer';
import { intFromEnv } from '@predental/service-kit/config';
import { withDeadline } from '@predental/service-kit/deadline';
import { REQUEST_ID_HEADER, type Logger } from '@predental/service-kit/observability';
import { SESSION_LOOKUP_HEADER, SESSION_RESOLVE_PATH, derivedKey } from '@predental/service-kit/viewer-token';
import { GraphQLError } from 'graphql';
import { request } from 'undici';
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
 * Asks the identity subgraph who holds the session, and takes its answer for at most
 * SESSION_CACHE_MS (1 s): a session revoked through another gateway replica is refused by this one
 * within that bound, and one ended through this gateway at once (sessionEnded forgets it). That
 * saves identity's hop on most requests of a busy student. When identity does not answer, a session it confirmed within SESSION_GRACE_MS still holds
 * (see session-grace.ts); past that, a clear 503.
 */
export function sessionResolver(secret: string, log: Logger) {
  const url = new URL(SESSION_RESOLVE_PATH, subgraphUrl('identity')).toString();
  const lookupKey = derivedKey(secret, 'session-lookup');
  const grace = sessionGrace(intFromEnv('SESSION_GRACE_MS', 30_000, { max: 300_000 }));
  const cacheMs = intFromEnv('SESSION_CACHE_MS', 1000, { min: 0, max: 1000 });
  const resolve = async (token: string, requestId?: string): Promise<Viewer | null> => {
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
      const body = (await response.body.json()) as { viewer: Viewer | null };
      if (response.statusCode !== 200) throw new Error(`session lookup answered ${response.statusCode}`);
      return body.viewer;
    };
    try {
      const viewer = await withDeadline(
        SESSION_LOOKUP_TIMEOUT_MS,
        lookup,
        () => new Error(`no answer within ${SESSION_LOOKUP_TIMEOUT_MS} ms`),
      );
      grace.remember(token, viewer);
      return viewer;
    } catch (error) {
      const recalled = grace.recall(token);
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
  return { resolve, forget: grace.forget };
}
