import { z } from 'zod';

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

/** A calendar month, YYYY-MM: the student's own, which only their browser knows. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a calendar month written YYYY-MM');

/** The server's current month, for callers that do not say theirs. */
export const currentMonth = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

// Sums of fractional hours drift (0.1 + 0.2); two decimals is all anyone logs.
const round2 = (value: number) => Math.round(value * 100) / 100;

export function totalHours(entries: readonly DatedHours[]): number {
  return round2(entries.reduce((sum, entry) => sum + entry.hours, 0));
}

/** SPEC §9 "this month": hours dated in the calendar month `month` (YYYY-MM). */
export function hoursInMonth(entries: readonly DatedHours[], month: string): number {
  return totalHours(entries.filter((entry) => entry.date.startsWith(`${month}-`)));
}

/** SPEC §9: rounded total/goal as a percent, capped at 100; 0 without a goal. */
export function goalProgress(total: number, goal: number | null | undefined): number {
  if (!goal || goal <= 0) return 0;
  return Math.min(100, Math.round((total / goal) * 100));
}

export function hoursSummary(entries: readonly DatedHours[], goal: number | null, month: string): HoursSummary {
  const total = totalHours(entries);
  return {
    totalHours: total,
    hoursThisMonth: hoursInMonth(entries, month),
    goal,
    progressPercent: goalProgress(total, goal),
  };
}
