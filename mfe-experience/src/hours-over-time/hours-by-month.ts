import { formatMonth, todayIso } from '@predental/design/dates';
import type { KindTotals } from '../lib/experience-summary';

interface DatedHours {
  /** YYYY-MM-DD */
  date: string;
  hours: number;
}

/** Months counted from year 0, so month arithmetic is integer arithmetic. */
type MonthNumber = number;

// Read from the date's text: a Date would move '2024-06-01' into May west of UTC.
const monthNumberOf = (date: string): MonthNumber => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const currentMonth = (now: Date) => monthNumberOf(todayIso(now));

// The chart's own month-by-month sums (the totals come from the subgraph). Sums of fractional
// hours drift (0.1 + 0.2); two decimals is all anyone logs.
const sumHours = (entries: readonly DatedHours[]) =>
  Math.round(entries.reduce((sum, entry) => sum + entry.hours, 0) * 100) / 100;
const monthKey = (month: MonthNumber) => `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;

// Written out: toLocaleDateString, once a month on the chart, took 20 ms of /volunteer's load (issue 41).
const monthName = (month: MonthNumber, style: 'short' | 'long') =>
  formatMonth(Math.floor(month / 12), month % 12, style);

/** One point of the chart: the hours logged up to the end of a month. */
export type MonthRow<K extends string> = { month: string; label: string } & Record<K, number>;

/**
 * The months from the first entry's month to the current month (or the last entry's, when one is
 * dated ahead), each with the cumulative hours of every series. Empty when no series has entries.
 */
export function cumulativeHoursByMonth<K extends string>(
  series: Record<K, readonly DatedHours[]>,
  now = new Date(),
): MonthRow<K>[] {
  const names = Object.keys(series) as K[];
  const months = names.flatMap((name) => series[name].map((entry) => monthNumberOf(entry.date)));
  if (months.length === 0) return [];
  const first = Math.min(...months);
  const last = Math.max(currentMonth(now), ...months);

  const rows: MonthRow<K>[] = [];
  for (let month = first; month <= last; month += 1) {
    const row = { month: monthKey(month), label: monthName(month, 'short') } as MonthRow<K>;
    for (const name of names) {
      (row as Record<K, number>)[name] = sumHours(series[name].filter((entry) => monthNumberOf(entry.date) <= month));
    }
    rows.push(row);
  }
  return rows;
}

export type GoalForecast =
  | { status: 'no-entries' }
  | { status: 'no-goal'; total: number }
  | { status: 'reached'; total: number; goal: number }
  /** `month` is a long name: 'March 2027'. */
  | { status: 'on-pace'; total: number; goal: number; hoursPerMonth: number; month: string };

/**
 * When the goal is reached if the student keeps logging as many hours a month as so far: the pace
 * is the total (the subgraph's, as the progress card shows it) divided by the months from the
 * first entry's month to this month, inclusive.
 */
export function goalForecast(
  entries: readonly DatedHours[],
  { totalHours: total, goal }: Pick<KindTotals, 'totalHours' | 'goal'>,
  now = new Date(),
): GoalForecast {
  if (entries.length === 0) return { status: 'no-entries' };
  if (!goal) return { status: 'no-goal', total };
  if (total >= goal) return { status: 'reached', total, goal };

  const months = entries.map((entry) => monthNumberOf(entry.date));
  const last = Math.max(currentMonth(now), ...months);
  const elapsed = last - Math.min(...months) + 1;
  // (goal - total) / (total / elapsed), written so that a whole number of months stays whole.
  const monthsToGo = Math.ceil(((goal - total) * elapsed) / total);
  return {
    status: 'on-pace',
    total,
    goal,
    hoursPerMonth: total / elapsed,
    month: monthName(last + monthsToGo, 'long'),
  };
}
