/**
 * When identity asks the areas again to erase a deleted account's records: soon after a failure,
 * then less and less often, so an area down for hours is not called every second, and never
 * less often than `maxMs`, so it is done soon after the area is back.
 */
export interface RetryPolicy {
  firstMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstMs: 1000, maxMs: 5 * 60 * 1000 };

/** The wait after `failures` tries in a row that left areas to erase: first, doubling, at most max. */
export function retryDelay(failures: number, policy: RetryPolicy): number {
  return Math.min(policy.firstMs * 2 ** Math.max(0, failures - 1), policy.maxMs);
}

/** A deletion's progress after one try: done, or the areas left and when to try them again. */
export type AfterTry = { done: true } | { done: false; areas: string[]; failures: number; nextTryAt: Date };

export function afterTry(
  deletion: { areas: readonly string[]; failures: number },
  confirmed: readonly string[],
  policy: RetryPolicy,
  now = Date.now(),
): AfterTry {
  const areas = deletion.areas.filter((area) => !confirmed.includes(area));
  if (areas.length === 0) return { done: true };
  const failures = deletion.failures + 1;
  return { done: false, areas, failures, nextTryAt: new Date(now + retryDelay(failures, policy)) };
}
