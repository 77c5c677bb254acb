import pino from 'pino';

/**
 * The security log: one JSON line per event an operator must be able to find later (failed and
 * throttled logins, CSRF and authorization refusals, admin writes). It never carries passwords,
 * tokens or cookies: callers pass only the fields below, and the redaction is a second guard.
 */
export type SecurityEvent =
  | 'login_failed'
  | 'login_throttled'
  | 'register_throttled'
  | 'register_proof_refused'
  | 'password_change_failed'
  | 'password_change_throttled'
  | 'account_delete_failed'
  | 'account_deleted'
  | 'csrf_refused'
  | 'forbidden'
  | 'gateway_assertion_missing'
  | 'admin_write'
  | 'operation_refused';

export interface SecurityFields {
  /** The client's address as the entry saw it. */
  address?: string;
  username?: string;
  userId?: string;
  /** What was acted on or refused (an operation name, a path, a school id...). */
  target?: string;
  reason?: string;
  [extra: string]: string | number | boolean | undefined;
}

const logger = pino({
  base: { log: 'security' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: ['password', 'currentPassword', 'newPassword', 'token', 'cookie', 'authorization'],
    censor: '[redacted]',
  },
});

export function securityLog(service: string) {
  return (event: SecurityEvent, fields: SecurityFields = {}): void => {
    logger.warn({ service, event, ...fields });
  };
}
