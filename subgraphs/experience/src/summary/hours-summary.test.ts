import { currentMonth, goalProgress, hoursInMonth, hoursSummary, monthSchema, totalHours } from './hours-summary';

const entry = (date: string, hours: number) => ({ date, hours });

describe('total hours', () => {
  it('is 0 with no entries', () => {
    expect(totalHours([])).toBe(0);
  });

  it('adds every entry, half hours included', () => {
    expect(totalHours([entry('2024-06-01', 2.5), entry('2023-01-01', 4), entry('2024-06-30', 0.5)])).toBe(7);
  });

  it('does not drift on fractional sums', () => {
    expect(totalHours([entry('2024-06-01', 0.1), entry('2024-06-02', 0.2)])).toBe(0.3);
  });
});

describe('hours this month', () => {
  it('counts only entries in the current calendar month', () => {
    const entries = [
      entry('2024-06-01', 1),
      entry('2024-06-30', 2.5),
      entry('2024-05-31', 8),
      entry('2024-07-01', 8),
      entry('2023-06-15', 8),
    ];
    expect(hoursInMonth(entries, '2024-06')).toBe(3.5);
  });

  it('handles January and December', () => {
    expect(hoursInMonth([entry('2025-01-05', 2), entry('2024-12-31', 5)], '2025-01')).toBe(2);
    expect(hoursInMonth([entry('2024-12-31', 5)], '2024-12')).toBe(5);
  });

  it("is asked for as YYYY-MM; without one it is the server's month", () => {
    expect(['2024-06', '1999-12'].every((month) => monthSchema.safeParse(month).success)).toBe(true);
    expect(
      ['2024-6', '2024-13', '2024-00', '2024-06-01', 'June', ''].some((month) => monthSchema.safeParse(month).success),
    ).toBe(false);
    expect(currentMonth(new Date(2024, 0, 31, 23, 59))).toBe('2024-01');
  });
});

describe('goal progress', () => {
  it('is 0 without a goal', () => {
    expect(goalProgress(40, null)).toBe(0);
    expect(goalProgress(40, undefined)).toBe(0);
    expect(goalProgress(40, 0)).toBe(0);
  });

  it('is 0 with a goal and no hours', () => {
    expect(goalProgress(0, 100)).toBe(0);
  });

  it('rounds total/goal to a whole percent', () => {
    expect(goalProgress(1, 3)).toBe(33);
    expect(goalProgress(2, 3)).toBe(67);
    expect(goalProgress(12.5, 50)).toBe(25);
    // 0.5 / 200 = 0.25 %: rounds down to 0
    expect(goalProgress(0.5, 200)).toBe(0);
    // 0.5 / 100 = 0.5 %: rounds half up
    expect(goalProgress(0.5, 100)).toBe(1);
  });

  it('caps at 100', () => {
    expect(goalProgress(100, 100)).toBe(100);
    expect(goalProgress(250, 100)).toBe(100);
  });
});

describe('hours summary', () => {
  it('brings totals, this month and progress together', () => {
    const entries = [entry('2024-06-03', 4), entry('2024-04-10', 6)];
    expect(hoursSummary(entries, 40, '2024-06')).toEqual({
      totalHours: 10,
      hoursThisMonth: 4,
      goal: 40,
      progressPercent: 25,
    });
    expect(hoursSummary([], null, '2024-06')).toEqual({
      totalHours: 0,
      hoursThisMonth: 0,
      goal: null,
      progressPercent: 0,
    });
  });
});
