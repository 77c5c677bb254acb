import { latestDate } from '@predental/contracts/dates';
import { shadowingInputSchema } from '../src/shadowing';
import { volunteerInputSchema } from '../src/volunteer';

/** A day `days` after the given YYYY-MM-DD. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The schema reads today's date as it parses; two days past the latest date stay refused even across midnight.
const tooLate = () => plusDays(latestDate(), 2);

describe.each([
  ['shadowing', shadowingInputSchema, { doctorName: 'Dr. Date', practice: 'Edge Dental', hours: 2 }],
  ['volunteer', volunteerInputSchema, { organization: 'Edge Bank', type: 'Community', supervisor: 'Sam', hours: 2 }],
] as const)('a %s date: from 2000-01-01 to one year from today (issue 23)', (_, schema, entry) => {
  const messageFor = (date: string) => schema.safeParse({ ...entry, date }).error?.issues[0]?.message;

  it('takes its edges', () => {
    for (const date of ['2000-01-01', plusDays(latestDate(), -1), latestDate()])
      expect(messageFor(date)).toBeUndefined();
  });

  it('refuses what is outside, absurd dates too, with the one date message', () => {
    for (const date of ['1999-12-31', tooLate(), '0001-01-01', '9999-12-31']) {
      expect(messageFor(date)).toBe('Date must be between 2000-01-01 and one year from today');
    }
  });
});
