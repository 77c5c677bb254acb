import { validDatScore as attempt } from '@predental/academics-contract/test-support/examples';
import { signedInClient } from '../../../test-support/api-client';
import {
  expectChangeRefused,
  expectOnlyItsOwnerReaches,
  expectSignInNeeded,
} from '../../../test-support/student-items';
import { DAT_FIELDS, storedAttempt } from './dat-attempts';

// round((520 + 510 + 490) / 3) = round(506.67): the mean of scores in steps of 10 need not be one
const ATTEMPT_TOTAL_SCIENCE = 507;

const SCORE_MESSAGE = 'Score must be between 200-600 in steps of 10';

describe('DAT scores through /api', () => {
  it('needs a signed-in user', () => expectSignInNeeded('/api/dat', attempt));

  it('adds, lists, reads, updates and deletes a score, computing totalScience on the server', async () => {
    const { client, user } = await signedInClient('dat');
    // The SPEC §7 payload carries userId and totalScience: both are the server's to decide.
    const created = await client.post('/api/dat', {
      ...attempt,
      userId: '0123456789abcdef01234567',
      totalScience: 600,
    });
    expect(created.status).toBe(201);
    // No scale sent: the attempt is on the 200-600 scale.
    expect(created.body).toEqual(storedAttempt(user.id, attempt, ATTEMPT_TOTAL_SCIENCE));

    expect((await client.get('/api/dat')).body).toEqual([created.body]);
    expect((await client.get(`/api/dat/${created.body.id}`)).body).toEqual(created.body);

    const updated = await client.patch(`/api/dat/${created.body.id}`, { biology: 600, totalScience: 400 });
    expect(updated.status).toBe(200);
    // round((600 + 510 + 490) / 3) = round(533.33)
    expect(updated.body).toEqual({ ...created.body, biology: 600, totalScience: 533 });
    expect((await client.get(`/api/dat/${created.body.id}`)).body.totalScience).toBe(533);

    const deleted = await client.delete(`/api/dat/${created.body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect((await client.get(`/api/dat/${created.body.id}`)).status).toBe(404);
    expect((await client.get('/api/dat')).body).toEqual([]);
  });

  it('lists the newest test first', async () => {
    const { client } = await signedInClient('dat');
    for (const testDate of ['2023-01-10', '2024-11-02', '2024-03-05'])
      expect((await client.post('/api/dat', { ...attempt, testDate })).status).toBe(201);
    const list = (await client.get('/api/dat')).body as { testDate: string }[];
    expect(list.map((s) => s.testDate)).toEqual(['2024-11-02', '2024-03-05', '2023-01-10']);
  });

  // Every score and test date rule is a unit test (subgraphs/academics/contract/test/dat-rules.test.ts).
  it('refuses a score off the scale and stores nothing', async () => {
    const { client } = await signedInClient('dat');
    expect(await client.post('/api/dat', { ...attempt, biology: 505 })).toMatchObject({
      status: 400,
      body: { message: SCORE_MESSAGE },
    });
    expect((await client.get('/api/dat')).body).toEqual([]);
  });

  // The bridge lets any number through a change: the subgraph refuses it on the stored attempt's scale.
  it('refuses an invalid update and keeps the score as it was', () =>
    expectChangeRefused('/api/dat', attempt, { organicChemistry: 650 }, SCORE_MESSAGE));

  it('answers 400 to a body that is not JSON', async () => {
    const { client } = await signedInClient('dat');
    expect(await client.raw('POST', '/api/dat', '{biology: 500}')).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
  });
});

describe('DAT score ownership', () => {
  it("lets nobody else read, change or delete a student's score", () =>
    expectOnlyItsOwnerReaches({
      path: '/api/dat',
      input: attempt,
      change: { biology: 400 },
      what: 'DAT score',
      graphql: ['query($id: ID!) { datScore(id: $id) { id biology } }'],
    }));
});

describe('DAT scores through GraphQL', () => {
  it('adds, updates and deletes a score with totalScience recomputed', async () => {
    const { client, user } = await signedInClient('gql');
    const added = await client.graphql(
      `mutation($input: DatScoreInput!) { addDatScore(input: $input) { ${DAT_FIELDS} } }`,
      { input: attempt },
    );
    expect(added.body.data.addDatScore).toEqual(storedAttempt(user.id, attempt, ATTEMPT_TOTAL_SCIENCE));
    const id = added.body.data.addDatScore.id;

    const updated = await client.graphql(
      `mutation($id: ID!) { updateDatScore(id: $id, input: { generalChemistry: 400, organicChemistry: 400 }) { totalScience } }`,
      { id },
    );
    // round((520 + 400 + 400) / 3) = round(440)
    expect(updated.body.data.updateDatScore.totalScience).toBe(440);

    const listed = await client.graphql('{ datScores { id totalScience } me { datScores { id } } }');
    expect(listed.body.data).toEqual({ datScores: [{ id, totalScience: 440 }], me: { datScores: [{ id }] } });

    expect(
      (await client.graphql('mutation($id: ID!) { deleteDatScore(id: $id) }', { id })).body.data.deleteDatScore,
    ).toBe(id);
    expect((await client.graphql('{ datScores { id } }')).body.data.datScores).toEqual([]);
  });

  it('refuses a score outside the scale with the same message, and a non-integer', async () => {
    const { client } = await signedInClient('gql');
    const add = (input: object) =>
      client.graphql(`mutation($input: DatScoreInput!) { addDatScore(input: $input) { id } }`, { input });
    expect((await add({ ...attempt, biology: 610 })).body.errors?.[0]).toMatchObject({
      message: SCORE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // GraphQL's Int refuses a fraction before the contract sees it.
    expect((await add({ ...attempt, biology: 512.5 })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await client.graphql('{ datScores { id } }')).body.data.datScores).toEqual([]);
  });
});
