import {
  validNewScaleDatScore as newScale,
  validOldScaleDatScore as oldScale,
} from '@predental/academics-contract/test-support/examples';
import { signedInClient, type ApiClient } from '../../../test-support/api-client';
import { DAT_FIELDS, storedAttempt } from './dat-attempts';

/**
 * The DAT's two scales (subgraphs/academics/contract/src/dat.ts), through the whole platform: tests from
 * 2025-03-01 are scored 200-600 in steps of 10; earlier tests may be on the 1-30 scale.
 */
const NEW_SCALE_MESSAGE = 'Score must be between 200-600 in steps of 10';
const OLD_SCALE_MESSAGE = 'Score must be between 1-30';
const OLD_SCALE_DATE_MESSAGE = 'The 1-30 scale is only for tests before March 1, 2025';

// round((380 + 410 + 390) / 3) = round(393.33)
const NEW_SCALE_TOTAL_SCIENCE = 393;

// round((19 + 21 + 22) / 3) = round(20.67)
const OLD_SCALE_TOTAL_SCIENCE = 21;

async function added(client: ApiClient, body: object) {
  const response = await client.post('/api/dat', body);
  expect(response.status).toBe(201);
  return response.body;
}

describe('DAT scales through /api', () => {
  it('stores a 2025 attempt with a section below 400 on the 200-600 scale', async () => {
    const { client, user } = await signedInClient('scale');
    const created = await client.post('/api/dat', newScale);
    expect(created.status).toBe(201);
    expect(created.body).toEqual(storedAttempt(user.id, newScale, NEW_SCALE_TOTAL_SCIENCE));
    expect((await client.get('/api/dat')).body).toEqual([created.body]);
    // Saying the scale changes nothing.
    expect((await client.post('/api/dat', { ...newScale, scale: '200-600' })).body).toMatchObject({
      scale: '200-600',
      totalScience: NEW_SCALE_TOTAL_SCIENCE,
    });
    // The edges of the new scale.
    expect((await client.post('/api/dat', { ...newScale, biology: 200, academicAverage: 600 })).status).toBe(201);
    expect((await client.get('/api/dat')).body).toHaveLength(3);
  });

  it('stores a 2024 attempt on the 1-30 scale with totalScience the rounded mean on that scale', async () => {
    const { client, user } = await signedInClient('scale');
    const created = await client.post('/api/dat', oldScale);
    expect(created.status).toBe(201);
    expect(created.body).toEqual(storedAttempt(user.id, oldScale, OLD_SCALE_TOTAL_SCIENCE));
    expect((await client.get(`/api/dat/${created.body.id}`)).body).toEqual(created.body);
    // The edges of the old scale, on its last test day.
    const edges = await client.post('/api/dat', {
      ...oldScale,
      testDate: '2025-02-28',
      biology: 1,
      generalChemistry: 30,
      organicChemistry: 30,
    });
    expect(edges).toMatchObject({ status: 201, body: { scale: '1-30', biology: 1, totalScience: 20 } }); // round(61 / 3)
    // Newest test first, whatever the scale.
    const newer = await added(client, newScale);
    expect(((await client.get('/api/dat')).body as { id: string }[]).map((score) => score.id)).toEqual([
      newer.id,
      edges.body.id,
      created.body.id,
    ]);
  });

  it("checks an update against the attempt's scale and date as they will be", async () => {
    const { client } = await signedInClient('scale');
    const old = await added(client, oldScale);
    const current = await added(client, newScale);
    const refused = async (id: string, changes: object, message: string) => {
      expect(await client.patch(`/api/dat/${id}`, changes)).toMatchObject({ status: 400, body: { message } });
    };

    // One case for each way the server checks a change; every rule is a unit test
    // (subgraphs/academics/contract/test/dat-scale-rules.test.ts).
    // A 1-30 attempt cannot move to a date of the new scale.
    await refused(old.id, { testDate: '2025-05-01' }, OLD_SCALE_DATE_MESSAGE);
    // One score sent is checked against the stored scale.
    await refused(old.id, { biology: 250 }, OLD_SCALE_MESSAGE);
    // A new scale checks all seven stored scores: 19 is no 200-600 score, 2025-04-12 no 1-30 date.
    await refused(old.id, { scale: '200-600' }, NEW_SCALE_MESSAGE);
    await refused(current.id, { scale: '1-30' }, OLD_SCALE_DATE_MESSAGE);
    // Neither attempt changed.
    expect((await client.get(`/api/dat/${old.id}`)).body).toEqual(old);
    expect((await client.get(`/api/dat/${current.id}`)).body).toEqual(current);

    // What fits is stored, with totalScience recomputed on the attempt's scale.
    const rescored = await client.patch(`/api/dat/${old.id}`, { biology: 25 });
    // round((25 + 21 + 22) / 3) = round(22.67)
    expect(rescored).toMatchObject({ status: 200, body: { ...old, biology: 25, totalScience: 23 } });
    expect((await client.patch(`/api/dat/${old.id}`, { testDate: '2025-02-01' })).body).toEqual({
      ...old,
      biology: 25,
      totalScience: 23,
      testDate: '2025-02-01',
    });
    expect((await client.patch(`/api/dat/${current.id}`, { biology: 590 })).body).toMatchObject({
      scale: '200-600',
      biology: 590,
      totalScience: 463,
    }); // round(1390 / 3)

    // Moving a 1-30 attempt to the new scale takes every score and a date on it.
    const moved = {
      scale: '200-600',
      testDate: '2025-05-01',
      biology: 450,
      generalChemistry: 460,
      organicChemistry: 470,
      perceptualAbility: 480,
      readingComprehension: 490,
      quantitativeReasoning: 500,
      academicAverage: 470,
    };
    expect(await client.patch(`/api/dat/${old.id}`, moved)).toMatchObject({
      status: 200,
      body: { ...moved, id: old.id, totalScience: 460 },
    });
    expect((await client.get(`/api/dat/${old.id}`)).body).toMatchObject({ scale: '200-600', biology: 450 });
  });
});

describe('DAT scales through GraphQL', () => {
  it('adds attempts on either scale with the same rules and messages', async () => {
    const { client, user } = await signedInClient('scalegql');
    const add = (input: object) =>
      client.graphql(`mutation($input: DatScoreInput!) { addDatScore(input: $input) { ${DAT_FIELDS} } }`, { input });
    const update = (id: string, input: object) =>
      client.graphql(
        `mutation($id: ID!, $input: DatScoreInput!) { updateDatScore(id: $id, input: $input) { ${DAT_FIELDS} } }`,
        { id, input },
      );
    const refusal = (response: Awaited<ReturnType<typeof add>>) => ({
      data: response.body.data ?? null,
      error: response.body.errors?.[0],
    });
    const refusedWith = (message: string) => ({
      data: null,
      error: expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    });

    const current = (await add(newScale)).body.data.addDatScore;
    expect(current).toEqual(storedAttempt(user.id, newScale, NEW_SCALE_TOTAL_SCIENCE));
    const old = (await add(oldScale)).body.data.addDatScore;
    expect(old).toEqual(storedAttempt(user.id, oldScale, OLD_SCALE_TOTAL_SCIENCE));

    // One refusal of each mutation: GraphQL answers the contract's messages as /api does.
    expect(refusal(await add({ ...oldScale, testDate: '2025-03-01' }))).toEqual(refusedWith(OLD_SCALE_DATE_MESSAGE));

    expect(refusal(await update(old.id, { organicChemistry: 400 }))).toEqual(refusedWith(OLD_SCALE_MESSAGE));
    // round((19 + 21 + 28) / 3) = round(22.67)
    expect((await update(old.id, { organicChemistry: 28 })).body.data.updateDatScore).toEqual({
      ...old,
      organicChemistry: 28,
      totalScience: 23,
    });

    const listed = await client.graphql('{ datScores { id scale totalScience } }');
    expect(listed.body.data.datScores).toEqual([
      { id: current.id, scale: '200-600', totalScience: NEW_SCALE_TOTAL_SCIENCE },
      { id: old.id, scale: '1-30', totalScience: 23 },
    ]);
  });
});

describe("a 1-30 attempt beside the schools' DAT averages", () => {
  const MINE = '{ dentalSchools { myNumbers { datAcademicAverage { mine scale } } } }';
  const mine = async (client: ApiClient) => {
    const response = await client.graphql<{
      dentalSchools: { myNumbers: { datAcademicAverage: { mine: number | null; scale: string | null } } }[];
    }>(MINE);
    expect(response.body.errors).toBeUndefined();
    return new Set(
      response.body.data!.dentalSchools.map(
        ({ myNumbers }) => `${myNumbers.datAcademicAverage.mine} on ${myNumbers.datAcademicAverage.scale}`,
      ),
    );
  };

  it('is read on its own scale: the latest attempt counts, beside averages published on its scale only', async () => {
    const { client } = await signedInClient('scalenum');
    await added(client, oldScale);
    expect(await mine(client)).toEqual(new Set(['20 on 1-30']));
    // An older test scored 200-600 (the scale is open to any date) does not replace the newer 1-30 one.
    await added(client, { ...newScale, testDate: '2024-01-10', academicAverage: 430 });
    expect(((await client.get('/api/dat')).body as { scale: string }[]).map((score) => score.scale)).toEqual([
      '1-30',
      '200-600',
    ]);
    expect(await mine(client)).toEqual(new Set(['20 on 1-30']));
    await added(client, { ...newScale, testDate: '2025-06-01', academicAverage: 450 });
    expect(await mine(client)).toEqual(new Set(['450 on 200-600']));
  });
});
