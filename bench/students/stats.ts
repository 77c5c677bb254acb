/** Nearest-rank percentile (p from 0 to 100) of samples sorted ascending; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** How many answers had each status, e.g. { 503: 12, ECONNRESET: 1 }. */
export type Tally = Record<string, number>;

export function count(tally: Tally, key: string | number): void {
  tally[key] = (tally[key] ?? 0) + 1;
}

export const total = (tally: Tally) => Object.values(tally).reduce((sum, n) => sum + n, 0);

/** "0", or "14 (503: 12, ECONNRESET: 2)". */
export function describe(tally: Tally): string {
  const entries = Object.entries(tally);
  return entries.length ? `${total(tally)} (${entries.map(([key, n]) => `${key}: ${n}`).join(', ')})` : '0';
}
