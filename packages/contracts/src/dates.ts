import { z } from 'zod';

/** A real day written YYYY-MM-DD (so '2024-02-30' is refused). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * One rule for every date the product stores (shadowing, volunteer and DAT dates): not before
 * 2000-01-01, the first year a course may have, and not more than a year after today (a DAT
 * booked ahead, an entry planned ahead). Absurd dates such as 0001-01-01 or 9999-12-31 are refused.
 */
export const EARLIEST_DATE = '2000-01-01';
const MONTHS_AHEAD = 12;

/** The latest date the rule takes on the given day (UTC), YYYY-MM-DD. */
export function latestDate(today: Date = new Date()): string {
  const latest = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + MONTHS_AHEAD, today.getUTCDate()));
  return latest.toISOString().slice(0, 10);
}

/** The rule's message; `what` names the date ("Date", "Test date"). */
const dateRangeMessage = (what: string) => `${what} must be between ${EARLIEST_DATE} and one year from today`;

/** Whether a calendar date (YYYY-MM-DD) follows the rule above on the given day. */
export const isDateInRange = (text: string, today: Date = new Date()) =>
  text >= EARLIEST_DATE && text <= latestDate(today);

/** A stored date the student must give, named `what` ("Date", "Test date"): a real day, YYYY-MM-DD, within the rule above. */
export const requiredDate = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .refine(isCalendarDate, `Please enter a valid ${what.toLowerCase()} (YYYY-MM-DD)`)
    .refine((date) => isDateInRange(date), dateRangeMessage(what));
