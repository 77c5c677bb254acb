import { formatCalendarDate, formatLongDate, formatMonth } from './dates';

/** What it wrote before, through Intl; the written-out months must read the same. */
const viaIntl = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

describe('formatCalendarDate', () => {
  it.each([
    ['2024-06-15', 'Jun 15, 2024'],
    ['2025-01-01', 'Jan 1, 2025'],
    ['2023-12-31', 'Dec 31, 2023'],
    // An impossible day rolls over as Date does.
    ['2024-02-30', 'Mar 1, 2024'],
    [null, 'N/A'],
    ['', 'N/A'],
    ['not a date', 'N/A'],
  ])('%p reads %p', (date, text) => {
    expect(formatCalendarDate(date)).toBe(text);
  });

  it('reads as en-US does for every month', () => {
    for (let month = 1; month <= 12; month++)
      expect(formatCalendarDate(`2026-${String(month).padStart(2, '0')}-09`)).toBe(viaIntl(2026, month, 9));
  });
});

describe('formatLongDate', () => {
  it('reads as en-US long dates do for every month', () => {
    for (let month = 0; month < 12; month++) {
      const day = new Date(2026, month, 30 - month);
      expect(formatLongDate(day)).toBe(
        day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      );
    }
  });
});

describe('formatMonth', () => {
  it('reads as en-US months and years do, short and long', () => {
    for (let month = 0; month < 12; month++)
      for (const style of ['short', 'long'] as const)
        expect(formatMonth(2026, month, style)).toBe(
          new Date(2026, month, 1).toLocaleDateString('en-US', { month: style, year: 'numeric' }),
        );
  });
});
