import type { CycleSettings } from '@predental/applications-contract/cycle';
import { applicationDates, type ApplicationDate, type ScheduledApplication } from './application-dates';

export interface Deadline extends ApplicationDate {
  overdue: boolean;
}

const NEXT_DEADLINES = 5;

/**
 * The dates still ahead of the student across their applications, soonest first, the next five:
 * an open offer's answer-by date, a secondary not yet submitted, an interview not yet held. One
 * already past (before `today`) is overdue, and comes first.
 */
export function nextDeadlines(
  applications: readonly ScheduledApplication[],
  settings: CycleSettings,
  today: string,
  count = NEXT_DEADLINES,
): Deadline[] {
  return applicationDates(applications, settings, 'ahead')
    .slice(0, count)
    .map((deadline) => ({ ...deadline, overdue: deadline.date < today }));
}
