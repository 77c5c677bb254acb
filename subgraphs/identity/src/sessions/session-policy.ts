import { intFromEnv } from '@predental/service-kit/config';

interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Students stay signed in for a week of inactivity; the admin account for half an hour. */
export function sessionPolicy() {
  const student: SessionLifetime = {
    idleMs: intFromEnv('SESSION_IDLE_MINUTES', 7 * 24 * 60, { min: 1 }) * MINUTE,
    maxMs: intFromEnv('SESSION_MAX_HOURS', 30 * 24, { min: 1 }) * HOUR,
  };
  const admin: SessionLifetime = {
    idleMs: intFromEnv('ADMIN_SESSION_IDLE_MINUTES', 30, { min: 1 }) * MINUTE,
    maxMs: intFromEnv('ADMIN_SESSION_MAX_HOURS', 12, { min: 1 }) * HOUR,
  };
  return {
    lifetimeFor: (isAdmin: boolean) => (isAdmin ? admin : student),
  };
}
export type SessionPolicy = ReturnType<typeof sessionPolicy>;
