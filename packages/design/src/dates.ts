/** Today as YYYY-MM-DD in the student's own time zone (toISOString would use UTC). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** en-US's short months are the long ones' first three letters ('Sep', not 'Sept'). */
const MONTHS = LONG_MONTHS.map((month) => month.slice(0, 3));

/**
 * 'Jun 15, 2024' from '2024-06-15' (en-US's short date), read as a calendar date so no time zone
 * shifts the day. Written out rather than through toLocaleDateString: the page's first Intl date
 * format loads the locale's data, some 20 ms of a phone's main thread on the dashboard (issue 41).
 */
export function formatCalendarDate(date: string | null | undefined): string {
  const [year, month, day] = (date ?? '').split('-').map(Number);
  if (!year || !month || !day) return 'N/A';
  // Through Date, as before: an impossible day ('2024-02-30') rolls over the same way.
  const calendar = new Date(year, month - 1, day);
  return `${MONTHS[calendar.getMonth()]} ${calendar.getDate()}, ${calendar.getFullYear()}`;
}

/** 'Nov 2026' or 'November 2026': en-US's month and year, written out for the same reason as formatCalendarDate. */
export const formatMonth = (year: number, monthIndex: number, style: 'short' | 'long'): string =>
  `${(style === 'short' ? MONTHS : LONG_MONTHS)[monthIndex]} ${year}`;

/** 'November 30, 2026': en-US's long date of a day, written out for the same reason as formatCalendarDate. */
export const formatLongDate = (day: Date): string =>
  `${LONG_MONTHS[day.getMonth()]} ${day.getDate()}, ${day.getFullYear()}`;
