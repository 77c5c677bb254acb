import { GraphQLError } from 'graphql';

/** Error codes the gateway passes through and the REST bridge turns into HTTP statuses. */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

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
