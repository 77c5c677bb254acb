import { isErrorCode, type ErrorCode } from '@predental/contracts/api-error';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isDatabaseUnreachable } from './database';
import type { Logger } from './observability';

export function fail(code: ErrorCode, message: string): never {
  throw new GraphQLError(message, { extensions: { code } });
}

export function badInput(message: string): never {
  fail('BAD_USER_INPUT', message);
}

/** Someone else's id answers exactly like an unknown one. */
export function notFound(what: string): never {
  fail('NOT_FOUND', `${what} not found`);
}

export function conflict(message: string): never {
  fail('CONFLICT', message);
}

/** 429: the client may try again after `retryAfter` seconds (the bridge and gateway send Retry-After). */
export function throttled(message: string, retryAfter: number): never {
  throw new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', retryAfter } });
}

/**
 * For Apollo's formatError in the gateway and every subgraph: expected errors keep their message;
 * a database that cannot be reached is this service being unavailable (503 at the bridge);
 * anything else is logged and masked.
 */
export function maskUnexpected(who: string, log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const cause = unwrapResolverError(error);
    if (isDatabaseUnreachable(cause)) {
      log.warn({ err: cause }, 'database unreachable');
      return {
        message: `The ${who} service is unavailable. Please try again shortly.`,
        path: formatted.path,
        extensions: { code: 'SERVICE_UNAVAILABLE', service: who },
      };
    }
    const code = formatted.extensions?.code;
    if (isErrorCode(code)) {
      const { service, retryAfter } = formatted.extensions ?? {};
      return {
        message: formatted.message,
        path: formatted.path,
        extensions: {
          code,
          ...(service ? { service } : {}),
          ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
        },
      };
    }
    log.error({ err: cause }, 'unexpected error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
