import { fail, throttled } from '@predental/service-kit/errors';
import type { AttemptLog } from './attempt-log';

export interface ThrottleLimits {
  /** Login attempts per minute from one address (any username). */
  loginsPerMinute: number;
  /** Failed passwords for one (username, address) before each further try must wait. */
  freeFailures: number;
  /** The longest wait between tries, in seconds; waits double from 1 s up to it. */
  maxDelaySeconds: number;
  /** Sign-ups per hour from one address before each further one needs a proof of work. */
  registrationsPerHour: number;
  /** Sign-ups per hour from one address with proofs: the hard ceiling. */
  registrationCeilingPerHour: number;
  /** Password change attempts per hour for one account. */
  passwordChangesPerHour: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Consecutive failures are remembered this long, so a slow guesser stays slowed. */
const FAILURE_MEMORY = 24 * HOUR;

const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a minute and try again.';
const WAIT_AFTER_FAILURES = 'Too many failed login attempts. Please try again later.';
const TOO_MANY_SIGNUPS = 'Too many sign-ups from this network. Please try again later.';
const PROOF_REQUIRED_MESSAGE =
  'Many people have signed up from this network: your browser will solve a short puzzle to confirm you are a person.';
const TOO_MANY_PASSWORD_CHANGES = 'Too many password change attempts. Please try again later.';

/**
 * Throttling without lockout: a limit per address, and growing waits per (username, address)
 * after failed passwords. Failures from one address never block the account anywhere else, so
 * nobody can lock another person (or the admin) out.
 */
export function throttles(log: AttemptLog, limits: ThrottleLimits) {
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  /** Counts this attempt under a per-window limit; refuses (without counting) once it is used up. */
  async function take(key: string, limit: number, windowMs: number, message: string): Promise<void> {
    if ((await log.count(key, windowMs)) >= limit) throttled(message, seconds(windowMs));
    await log.add(key, windowMs);
    // Parallel attempts all passed the first count; the recount sees every one inserted before it.
    if ((await log.count(key, windowMs)) > limit) throttled(message, seconds(windowMs));
  }

  /** Refuses while a (who, address) pair still has to wait after its failures. */
  async function waitOutFailures(key: string, message: string): Promise<void> {
    const failures = await log.count(key, FAILURE_MEMORY);
    if (failures < limits.freeFailures) return;
    const delayMs = Math.min(2 ** (failures - limits.freeFailures) * 1000, limits.maxDelaySeconds * 1000);
    const last = await log.latest(key, FAILURE_MEMORY);
    const waitMs = last === null ? 0 : last + delayMs - Date.now();
    if (waitMs > 0) throttled(message, seconds(waitMs));
  }

  const loginFailures = (usernameKey: string, address: string) => `login-failures:${usernameKey}:${address}`;
  const passwordFailures = (userId: string, address: string) => `password-failures:${userId}:${address}`;

  return {
    async beforeLogin(usernameKey: string, address: string): Promise<void> {
      await waitOutFailures(loginFailures(usernameKey, address), WAIT_AFTER_FAILURES);
      await take(`logins:${address}`, limits.loginsPerMinute, MINUTE, TOO_MANY_LOGINS);
    },
    loginFailed: (usernameKey: string, address: string) => log.add(loginFailures(usernameKey, address), FAILURE_MEMORY),
    loginSucceeded: (usernameKey: string, address: string) => log.clear(loginFailures(usernameKey, address)),

    /**
     * A club meeting on one campus network signs up together: the first sign-ups of the hour from
     * an address are free, the next ones need a solved puzzle, and the ceiling stops a flood.
     */
    async beforeRegister(address: string, proven: boolean): Promise<void> {
      const key = `registrations:${address}`;
      const made = await log.count(key, HOUR);
      if (made >= limits.registrationCeilingPerHour) throttled(TOO_MANY_SIGNUPS, seconds(HOUR));
      if (made >= limits.registrationsPerHour && !proven) fail('PROOF_REQUIRED', PROOF_REQUIRED_MESSAGE);
      await take(key, limits.registrationCeilingPerHour, HOUR, TOO_MANY_SIGNUPS);
    },

    async beforePasswordChange(userId: string, address: string): Promise<void> {
      await waitOutFailures(passwordFailures(userId, address), TOO_MANY_PASSWORD_CHANGES);
      await take(`password-changes:${userId}`, limits.passwordChangesPerHour, HOUR, TOO_MANY_PASSWORD_CHANGES);
    },
    passwordChangeFailed: (userId: string, address: string) =>
      log.add(passwordFailures(userId, address), FAILURE_MEMORY),
    passwordChangeSucceeded: (userId: string, address: string) => log.clear(passwordFailures(userId, address)),
    /** A deleted account's counters: its id is not kept until they expire. */
    forgetUser: (userId: string) => log.clearMatching(new RegExp(`^password-(changes|failures):${userId}(:|$)`)),
  };
}
export type Throttles = ReturnType<typeof throttles>;
