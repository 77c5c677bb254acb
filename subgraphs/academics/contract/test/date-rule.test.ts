import { datScoreInputSchema } from '../src/dat';

it('refuses absurd DAT test dates with the test date message', () => {
  for (const date of ['0001-01-01', '9999-12-31']) {
    expect(datScoreInputSchema.safeParse({ testDate: date }).error?.issues.map((issue) => issue.message)).toContain(
      'Test date must be between 2000-01-01 and one year from today',
    );
  }
});
