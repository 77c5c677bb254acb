/** SPEC §9: entries are logged in half hours. */
export const HOURS_MIN = 0.5;
export const HOURS_STEP = 0.5;
export const MAX_ENTRY_HOURS = 24;

/**
 * Whether a number is a whole number of half steps (hours and goals, SPEC §9). Exact: doubling
 * a float never rounds, so 0.75 or 1.0000001 fail where float modulo would pass or fail by luck.
 */
export function isHalfStep(value: number): boolean {
  return Number.isInteger(value * 2);
}

export interface DatedHours {
  /** YYYY-MM-DD */
  date: string;
  hours: number;
}

export interface HoursSummary {
  totalHours: number;
  hoursThisMonth: number;
  goal: number | null;
  /** 0-100. */
  progressPercent: number;
}

// Sums of fractional hours drift (0.1 + 0.2); two decimals is all anyone logs.
const round2 = (value: number) => Math.round(value * 100) / 100;

export function totalHours(entries: readonly DatedHours[]): number {
  return round2(entries.reduce((sum, entry) => sum + entry.hours, 0));
}

/** Hours dated in the same calendar month as `now`, in the local time zone of whoever asks. */
export function hoursInMonth(entries: readonly DatedHours[], now = new Date()): number {
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-`;
  return totalHours(entries.filter((entry) => entry.date.startsWith(month)));
}

/** SPEC §9: rounded total/goal as a percent, capped at 100; 0 without a goal. */
export function goalProgress(total: number, goal: number | null | undefined): number {
  if (!goal || goal <= 0) return 0;
  return Math.min(100, Math.round((total / goal) * 100));
}

export function hoursSummary(entries: readonly DatedHours[], goal: number | null, now = new Date()): HoursSummary {
  const total = totalHours(entries);
  return { totalHours: total, hoursThisMonth: hoursInMonth(entries, now), goal, progressPercent: goalProgress(total, goal) };
}
