import { EARLIEST_DATE, isDateInRange, latestDate } from '../src/dates';

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
});
