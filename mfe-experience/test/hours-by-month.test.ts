import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cumulativeHoursByMonth, goalForecast } from '../src/hours-over-time/hours-by-month';

const entry = (date: string, hours: number) => ({ date, hours });
/** A kind's total and goal as the experience subgraph answers them. */
const totals = (totalHours: number, goal: number | null) => ({ totalHours, goal });
/** Local noon on a calendar day, as the student's clock would read it. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

/** The chart's months for one entry, computed in a process whose clock is in `zone` (jest's own process.env.TZ cannot be changed). */
function monthsIn(zone: string, date: string): string[] {
  const module = path.join(__dirname, '../src/hours-over-time/hours-by-month.ts');
  const script = `const { cumulativeHoursByMonth } = require(${JSON.stringify(module)});
    const [y, m, d] = ${JSON.stringify(date)}.split('-').map(Number);
    console.log(JSON.stringify(cumulativeHoursByMonth({ hours: [{ date: ${JSON.stringify(date)}, hours: 2 }] }, new Date(y, m - 1, d, 12)).map((row) => row.month)));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: __dirname,
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    }),
  );
}

describe('cumulative hours by month', () => {
  it('runs from the first entry month to this month, carrying the total through months without entries', () => {
    const rows = cumulativeHoursByMonth({ hours: [entry('2024-06-15', 4), entry('2024-08-02', 6)] }, on(2024, 10, 20));
    expect(rows).toEqual([
      { month: '2024-06', label: 'Jun 2024', hours: 4 },
      { month: '2024-07', label: 'Jul 2024', hours: 4 },
      { month: '2024-08', label: 'Aug 2024', hours: 10 },
      { month: '2024-09', label: 'Sep 2024', hours: 10 },
      { month: '2024-10', label: 'Oct 2024', hours: 10 },
    ]);
  });

  it('does not depend on the order of the entries', () => {
    const now = on(2024, 8, 1);
    const sorted = cumulativeHoursByMonth(
      { hours: [entry('2024-06-15', 4), entry('2024-07-01', 2.5), entry('2024-08-31', 1)] },
      now,
    );
    const shuffled = cumulativeHoursByMonth(
      { hours: [entry('2024-08-31', 1), entry('2024-06-15', 4), entry('2024-07-01', 2.5)] },
      now,
    );
    expect(shuffled).toEqual(sorted);
    expect(shuffled.map((row) => row.hours)).toEqual([4, 6.5, 7.5]);
  });

  it('crosses the new year', () => {
    const rows = cumulativeHoursByMonth({ hours: [entry('2025-01-10', 3), entry('2024-11-30', 2)] }, on(2025, 2, 3));
    expect(rows.map((row) => [row.label, row.hours])).toEqual([
      ['Nov 2024', 2],
      ['Dec 2024', 2],
      ['Jan 2025', 5],
      ['Feb 2025', 5],
    ]);
  });

  it('keeps an entry in its own month whatever the time zone', () => {
    // West of UTC, new Date('2024-06-01') is still May 31; east of it, '2024-05-31' can be June.
    expect(monthsIn('Pacific/Honolulu', '2024-06-01')).toEqual(['2024-06']);
    expect(monthsIn('Pacific/Kiritimati', '2024-05-31')).toEqual(['2024-05']);
  });

  it('puts several kinds on the same months, starting at the earliest first entry', () => {
    const rows = cumulativeHoursByMonth(
      { shadowing: [entry('2024-03-05', 4)], volunteer: [entry('2024-01-20', 10), entry('2024-03-01', 5)] },
      on(2024, 3, 9),
    );
    expect(rows).toEqual([
      { month: '2024-01', label: 'Jan 2024', shadowing: 0, volunteer: 10 },
      { month: '2024-02', label: 'Feb 2024', shadowing: 0, volunteer: 10 },
      { month: '2024-03', label: 'Mar 2024', shadowing: 4, volunteer: 15 },
    ]);
  });

  it('extends to an entry dated after this month', () => {
    const rows = cumulativeHoursByMonth({ hours: [entry('2024-05-10', 1), entry('2024-07-10', 2)] }, on(2024, 5, 20));
    expect(rows.map((row) => row.month)).toEqual(['2024-05', '2024-06', '2024-07']);
  });

  it('has no months without entries', () => {
    expect(cumulativeHoursByMonth({ hours: [] }, on(2024, 5, 20))).toEqual([]);
  });
});

describe('goal forecast', () => {
  it('divides the hours by the months since the first entry, this month included', () => {
    // June to September: 4 months, 40 hours, 10 a month; 60 to go is 6 more months after September.
    const forecast = goalForecast([entry('2024-06-03', 25), entry('2024-09-01', 15)], totals(40, 100), on(2024, 9, 14));
    expect(forecast).toEqual({ status: 'on-pace', total: 40, goal: 100, hoursPerMonth: 10, month: 'March 2025' });
  });

  it('rounds a part month up to the month the goal is passed in', () => {
    // 3 months (Nov to Jan), 10 hours: 3.33 a month; 5 to go takes 1.5 months, so March.
    const forecast = goalForecast([entry('2023-11-20', 4), entry('2024-01-02', 6)], totals(10, 15), on(2024, 1, 31));
    expect(forecast).toMatchObject({ status: 'on-pace', month: 'March 2024' });
    expect(forecast.status === 'on-pace' && forecast.hoursPerMonth).toBeCloseTo(10 / 3);
  });

  it('counts the first month alone when every entry is from this month', () => {
    expect(goalForecast([entry('2024-04-02', 12.5)], totals(12.5, 50), on(2024, 4, 30))).toMatchObject({
      hoursPerMonth: 12.5,
      month: 'July 2024',
    });
  });

  it('says the goal is reached once the hours meet it', () => {
    expect(goalForecast([entry('2024-04-02', 30), entry('2024-01-02', 10)], totals(40, 40), on(2024, 6, 1))).toEqual({
      status: 'reached',
      total: 40,
      goal: 40,
    });
    expect(goalForecast([entry('2024-04-02', 45)], totals(45, 40), on(2024, 6, 1))).toMatchObject({
      status: 'reached',
      total: 45,
    });
  });

  it('has nothing to forecast without a goal or without entries', () => {
    expect(goalForecast([entry('2024-04-02', 3)], totals(3, null), on(2024, 6, 1))).toEqual({
      status: 'no-goal',
      total: 3,
    });
    expect(goalForecast([], totals(0, 100), on(2024, 6, 1))).toEqual({ status: 'no-entries' });
  });
});
