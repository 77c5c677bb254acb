import { apiClient, signedInClient } from '../../../test-support/api-client';
import { currentMonth } from '../../../subgraphs/experience/src/summary/hours-summary';

const KIND_TOTALS = 'totalHours hoursThisMonth goal progressPercent';
const SUMMARY = `query($month: String) { experienceSummary(month: $month) { shadowing { ${KIND_TOTALS} } volunteer { ${KIND_TOTALS} } } }`;

describe('/api/goals', () => {
  it('needs a signed-in user', async () => {
    const anonymous = apiClient();
    expect((await anonymous.get('/api/goals')).status).toBe(401);
    expect((await anonymous.patch('/api/goals', { shadowingGoal: 10 })).status).toBe(401);
  });

  it('starts unset, sets each goal on its own and answers both', async () => {
    const { client } = await signedInClient('goal');
    expect(await client.get('/api/goals')).toMatchObject({
      status: 200,
      body: { shadowingGoal: null, volunteerGoal: null },
    });

    expect(await client.patch('/api/goals', { shadowingGoal: 100 })).toMatchObject({
      status: 200,
      body: { shadowingGoal: 100, volunteerGoal: null },
    });
    expect(await client.patch('/api/goals', { volunteerGoal: 50.5 })).toMatchObject({
      status: 200,
      body: { shadowingGoal: 100, volunteerGoal: 50.5 },
    });
    expect(await client.patch('/api/goals', { shadowingGoal: 120 })).toMatchObject({
      status: 200,
      body: { shadowingGoal: 120, volunteerGoal: 50.5 },
    });
    expect((await client.get('/api/goals')).body).toEqual({ shadowingGoal: 120, volunteerGoal: 50.5 });
  });

  // Every goal case is a unit test of the contract (hours-rules.test.ts); one refusal stands for them here.
  it('refuses an invalid goal with 400 and its message, and changes nothing', async () => {
    const { client } = await signedInClient('goal');
    await client.patch('/api/goals', { shadowingGoal: 40, volunteerGoal: 20 });
    expect(await client.patch('/api/goals', { shadowingGoal: 30, volunteerGoal: 12.2 })).toMatchObject({
      status: 400,
      body: { message: 'Goal must be in steps of 0.5 hours' },
    });
    expect((await client.get('/api/goals')).body).toEqual({ shadowingGoal: 40, volunteerGoal: 20 });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { client } = await signedInClient('goal');
    expect(await client.raw('PATCH', '/api/goals', '{"shadowingGoal":')).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
  });

  it("keeps each student's goals their own", async () => {
    const a = await signedInClient('owner');
    const b = await signedInClient('other');
    await a.client.patch('/api/goals', { shadowingGoal: 80 });
    expect((await b.client.get('/api/goals')).body).toEqual({ shadowingGoal: null, volunteerGoal: null });
    await b.client.patch('/api/goals', { shadowingGoal: 5 });
    expect((await a.client.get('/api/goals')).body).toEqual({ shadowingGoal: 80, volunteerGoal: null });
  });

  it('is the same through GraphQL', async () => {
    const { client } = await signedInClient('gql');
    const set = (input: object) =>
      client.graphql('mutation($input: GoalsInput!) { updateGoals(input: $input) { shadowingGoal volunteerGoal } }', {
        input,
      });
    expect((await set({ volunteerGoal: 30 })).body.data.updateGoals).toEqual({
      shadowingGoal: null,
      volunteerGoal: 30,
    });
    expect((await set({ volunteerGoal: 0 })).body.errors?.[0]).toMatchObject({
      message: 'Please enter a valid positive number',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await client.graphql('{ goals { shadowingGoal volunteerGoal } }')).body.data.goals).toEqual({
      shadowingGoal: null,
      volunteerGoal: 30,
    });
    expect((await set({ shadowingGoal: 1, volunteerGoal: 2.5 })).body.data.updateGoals).toEqual({
      shadowingGoal: 1,
      volunteerGoal: 2.5,
    });
  });
});

describe('experience summary', () => {
  it('totals the hours, the month asked for and the goal progress per kind', async () => {
    const { client, user } = await signedInClient('sum');
    const summaryOf = async (month?: string) => (await client.graphql(SUMMARY, { month })).body.data.experienceSummary;
    expect(await summaryOf('2026-03')).toEqual({
      shadowing: { totalHours: 0, hoursThisMonth: 0, goal: null, progressPercent: 0 },
      volunteer: { totalHours: 0, hoursThisMonth: 0, goal: null, progressPercent: 0 },
    });

    const shadow = { doctorName: 'Dr. Lee', practice: 'Lee Family Dentistry', notes: '' };
    await client.post('/api/shadowing', { ...shadow, date: '2026-03-01', hours: 4 });
    await client.post('/api/shadowing', { ...shadow, date: '2020-01-10', hours: 6.5 });
    await client.post('/api/volunteer', {
      date: '2026-03-31',
      organization: 'Food Bank',
      type: 'Community',
      supervisor: 'Sam',
      hours: 2,
    });
    await client.post('/api/volunteer', {
      date: `${currentMonth()}-15`,
      organization: 'Food Bank',
      type: 'Community',
      supervisor: 'Sam',
      hours: 1,
    });
    await client.patch('/api/goals', { shadowingGoal: 30 });

    expect(await summaryOf('2026-03')).toEqual({
      // 10.5 / 30 = 35 %
      shadowing: { totalHours: 10.5, hoursThisMonth: 4, goal: 30, progressPercent: 35 },
      volunteer: { totalHours: 3, hoursThisMonth: 2, goal: null, progressPercent: 0 },
    });
    // A caller that does not say its month gets the server's.
    expect((await summaryOf()).volunteer.hoursThisMonth).toBe(1);
    const me = await client.graphql(
      '{ me { id experienceSummary(month: "2020-01") { shadowing { hoursThisMonth progressPercent } } } }',
    );
    expect(me.body.data.me).toEqual({
      id: user.id,
      experienceSummary: { shadowing: { hoursThisMonth: 6.5, progressPercent: 35 } },
    });

    await client.patch('/api/goals', { shadowingGoal: 5 });
    expect((await summaryOf('2026-03')).shadowing.progressPercent).toBe(100);
  });

  it('refuses a month not written YYYY-MM', async () => {
    const { client } = await signedInClient('sum');
    const response = await client.graphql(SUMMARY, { month: '2026-3' });
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'month must be a calendar month written YYYY-MM',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
