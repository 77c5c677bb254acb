import { isErrorCode, type ErrorCode } from '@predental/contracts/api-error';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

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

/** For Apollo's formatError in the gateway and every subgraph: expected errors keep their message; anything else is logged and masked. */
export function maskUnexpected(who: string) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (isErrorCode(code)) {
      const { service, retryAfter } = formatted.extensions ?? {};
      return {
        message: formatted.message,
        path: formatted.path,
        extensions: { code, ...(service ? { service } : {}), ...(typeof retryAfter === 'number' ? { retryAfter } : {}) },
      };
    }
    console.error(`[${who}] unexpected error`, error);
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
