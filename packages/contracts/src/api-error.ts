import type { z } from 'zod';

/**
 * The GraphQL error codes whose message reaches clients, and the HTTP status the REST bridge
 * answers for each. Any other error is masked as 'Internal server error'.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A sign-up past the free ones from one address needs a proof of work. */
  PROOF_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** What a caller without a session, and a student on an admin route, are told: the same on /api and /graphql. */
export const NOT_SIGNED_IN_MESSAGE = 'You must be signed in';
export const ADMIN_ONLY_MESSAGE = 'You do not have permission to access the admin area.';

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);
}

/** The first zod issue, phrased for a person. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  return issue.message;
}
