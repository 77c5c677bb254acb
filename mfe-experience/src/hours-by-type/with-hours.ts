import type { TypeTotals } from '../lib/experience-summary';

/** The types worth a row: some hours logged, or a goal set. */
export const withHours = (rows: readonly TypeTotals[]) => rows.filter((row) => row.totalHours > 0 || row.goal !== null);
