import { datScoreInputSchema } from '../src/dat';
import { EARLIEST_DATE, isDateInRange, latestDate } from '../src/dates';
import { shadowingInputSchema } from '../src/shadowing';

describe('one rule for every stored date', () => {
  const today = new Date('2026-11-25T12:00:00Z');

  it('takes 2000-01-01 up to one year after today, and nothing outside', () => {
    expect(latestDate(today)).toBe('2027-11-25');
    expect(isDateInRange(EARLIEST_DATE, today)).toBe(true);
    expect(isDateInRange('1999-12-31', today)).toBe(false);
    expect(isDateInRange('2027-11-25', today)).toBe(true);
    expect(isDateInRange('2027-11-26', today)).toBe(false);
    // A leap day a year on is the 1st of March.
    expect(latestDate(new Date('2028-02-29T00:00:00Z'))).toBe('2029-03-01');
  });

  it('refuses absurd dates with one message per kind of date', () => {
    for (const date of ['0001-01-01', '9999-12-31']) {
      expect(
        shadowingInputSchema.safeParse({ doctorName: 'Dr. A', practice: 'P', date, hours: 1 }).error?.issues[0]
          ?.message,
      ).toBe('Date must be between 2000-01-01 and one year from today');
      expect(datScoreInputSchema.safeParse({ testDate: date }).error?.issues.map((issue) => issue.message)).toContain(
        'Test date must be between 2000-01-01 and one year from today',
      );
    }
  });
});
