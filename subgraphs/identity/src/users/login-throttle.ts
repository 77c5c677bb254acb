/**
 * Counts failed logins per username in this process, so password guessing is slowed on every
 * path (REST and GraphQL alike). The bridge adds a per-address limit in front.
 */
export function loginThrottle(maxFailures: number, windowMs: number) {
  const failures = new Map<string, { count: number; since: number }>();
  return {
    blocked(key: string): boolean {
      const entry = failures.get(key);
      if (!entry) return false;
      if (Date.now() - entry.since > windowMs) {
        failures.delete(key);
        return false;
      }
      return entry.count >= maxFailures;
    },
    failed(key: string): void {
      const entry = failures.get(key);
      if (!entry || Date.now() - entry.since > windowMs) failures.set(key, { count: 1, since: Date.now() });
      else entry.count += 1;
    },
    succeeded(key: string): void {
      failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
