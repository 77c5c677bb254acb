import { shadowingInputSchema } from '../src/shadowing';

it('refuses absurd shadowing dates with the one date message', () => {
  for (const date of ['0001-01-01', '9999-12-31']) {
    expect(
      shadowingInputSchema.safeParse({ doctorName: 'Dr. A', practice: 'P', date, hours: 1 }).error?.issues[0]?.message,
    ).toBe('Date must be between 2000-01-01 and one year from today');
  }
});
