import { validDatScore } from '@predental/academics-contract/test-support/examples';
import { latestDate } from '@predental/contracts/dates';
import { validShadowingEntry } from '@predental/experience-contract/test-support/examples';
import { signedInClient } from '../../../test-support/api-client';

/** A day `days` after the given YYYY-MM-DD. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The server reads today's date as it answers; two days past the test's latest date stay refused even across midnight.
const tooLate = () => plusDays(latestDate(), 2);

describe('every stored date follows one rule: from 2000-01-01 to one year from today (issue 23)', () => {
  // Shadowing and volunteer dates are unit tests of the experience contract (date-rule.test.ts there).
  it('/api/dat stores its edges and refuses what is outside, changing nothing', async () => {
    const { client } = await signedInClient('dates');
    for (const testDate of ['2000-01-01', plusDays(latestDate(), -1)])
      expect((await client.post('/api/dat', { ...validDatScore, testDate })).status).toBe(201);
    for (const testDate of ['1999-12-31', tooLate(), '0001-01-01', '9999-12-31']) {
      const refused = await client.post('/api/dat', { ...validDatScore, testDate });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: 'Test date must be between 2000-01-01 and one year from today' },
      });
    }
    expect((await client.get('/api/dat')).body).toHaveLength(2);
  });

  it('is the same rule through GraphQL', async () => {
    const { client } = await signedInClient('dates');
    const add = 'mutation($input: ShadowingEntryInput!) { addShadowingEntry(input: $input) { date } }';
    const refused = await client.graphql(add, { input: { ...validShadowingEntry, date: '9999-12-31' } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Date must be between 2000-01-01 and one year from today',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const updated = await client.graphql(
      'mutation($input: DatScoreInput!) { addDatScore(input: $input) { testDate } }',
      { input: { ...validDatScore, testDate: '0001-01-01' } },
    );
    expect(updated.body.errors?.[0]?.message).toBe('Test date must be between 2000-01-01 and one year from today');
  });
});
