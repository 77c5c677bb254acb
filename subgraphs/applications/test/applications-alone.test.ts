import {
  admin,
  itRefusesStrangers,
  randomInternalSecret,
  startSubgraphUnderTest,
  student,
  type SubgraphUnderTest,
} from '../../../test-support/subgraph-harness';

/**
 * The applications subgraph with the schools subgraph it asks whether a school exists, each
 * with its own process and database, called as the gateway would call them.
 */
let schools: SubgraphUnderTest;
let applications: SubgraphUnderTest;
let directory: { id: string; name: string }[];

beforeAll(async () => {
  const secret = randomInternalSecret();
  schools = await startSubgraphUnderTest('schools', {}, secret);
  applications = await startSubgraphUnderTest('applications', { SCHOOLS_URL: `${schools.url}/graphql` }, secret);
  directory = (await schools.query('{ dentalSchools { id name } }', {}, student())).data!.dentalSchools;
}, 60_000);
afterAll(async () => {
  await applications?.stop();
  await schools?.stop();
});

const FIELDS = `id schoolId schoolName stage answerBy answerByRule supplementalFee deposit secondaryDueOn interviewOn
  events { id kind date note } nextDeadline { kind date rule }`;
const ADD = `mutation ($schoolId: ID!) { addApplication(schoolId: $schoolId) { ${FIELDS} } }`;
const LIST = `{ myApplications { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { application(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ApplicationInput!) { updateApplication(id: $id, input: $input) { ${FIELDS} } }`;
const REMOVE = `mutation ($id: ID!) { removeApplication(id: $id) }`;
const ADD_EVENT = `mutation ($id: ID!, $input: ApplicationEventInput!) { addApplicationEvent(applicationId: $id, input: $input) { ${FIELDS} } }`;
const REMOVE_EVENT = `mutation ($id: ID!, $eventId: ID!) { removeApplicationEvent(applicationId: $id, eventId: $eventId) { ${FIELDS} } }`;
const CYCLE =
  '{ applicationCycle { firstOfferOn longWindowDays aadsasFeeFirst aadsasFeeAdditional aadsasFeeSourceUrl } }';
const UPDATE_CYCLE = `mutation ($input: CycleSettingsInput!) { updateApplicationCycle(input: $input) { firstOfferOn } }`;
const BUDGET =
  '{ applicationBudget { aadsas { planned spent } supplemental { planned spent } deposits { planned spent } total { planned spent } } }';
const DEADLINES = `query ($today: String) { nextDeadlines(today: $today) { applicationId kind date overdue } }`;

const NOT_FOUND = { message: 'Application not found', extensions: { code: 'NOT_FOUND' } };
const badInput = (message: string | RegExp) => ({ message, extensions: { code: 'BAD_USER_INPUT' } });

async function addTo(me: ReturnType<typeof student>, school = directory[0]!) {
  const answer = await applications.query(ADD, { schoolId: school.id }, me);
  expect(answer.errors).toBeUndefined();
  return answer.data!.addApplication;
}

describe('my applications', () => {
  it('adds a school from the directory once, with its name, and lists it', async () => {
    const me = student();
    const added = await addTo(me);
    expect(added).toMatchObject({
      schoolId: directory[0]!.id,
      schoolName: directory[0]!.name,
      stage: 'planned',
      events: [],
    });

    const again = await applications.query(ADD, { schoolId: directory[0]!.id }, me);
    expect(again.errors?.[0]).toMatchObject(badInput(`You already have an application to ${directory[0]!.name}`));
    expect((await applications.query(LIST, {}, me)).data!.myApplications).toEqual([added]);
  });

  it('refuses a school the directory does not have, and keeps nothing', async () => {
    const me = student();
    const answer = await applications.query(ADD, { schoolId: 'no-such-school' }, me);
    expect(answer.errors?.[0]).toMatchObject(badInput('Unknown school: choose a school from the directory'));
    expect((await applications.query(LIST, {}, me)).data!.myApplications).toEqual([]);
  });

  it('keeps the stage at the latest event by date, whatever order they are logged in', async () => {
    const me = student();
    const { id } = await addTo(me);
    for (const input of [
      { kind: 'interviewed', date: '2026-10-20' },
      { kind: 'submitted', date: '2026-06-05', note: 'Early!' },
      { kind: 'secondary-submitted', date: '2026-08-01' },
    ])
      expect((await applications.query(ADD_EVENT, { id, input }, me)).errors).toBeUndefined();
    const app = (await applications.query(ONE, { id }, me)).data!.application;
    expect(app.stage).toBe('interviewed');
    expect(app.events.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'secondary-submitted',
      'interviewed',
    ]);
    expect(app.events[0].note).toBe('Early!');

    const removed = await applications.query(REMOVE_EVENT, { id, eventId: app.events[2].id }, me);
    expect(removed.data!.removeApplicationEvent.stage).toBe('secondary-submitted');
  });

  it("dates an offer's answer by the cycle's windows and refuses one before the first offer date", async () => {
    const me = student();
    const { id } = await addTo(me);
    const early = await applications.query(ADD_EVENT, { id, input: { kind: 'offer', date: '2026-11-20' } }, me);
    expect(early.errors?.[0]).toMatchObject(
      badInput('An offer cannot be dated before 2026-12-01, the first day schools may make offers this cycle'),
    );
    expect((await applications.query(ONE, { id }, me)).data!.application.events).toEqual([]);

    const offer = await applications.query(ADD_EVENT, { id, input: { kind: 'offer', date: '2026-12-10' } }, me);
    expect(offer.data!.addApplicationEvent).toMatchObject({
      stage: 'offer',
      answerBy: '2027-01-09',
      answerByRule: '30 days for an offer from 2026-12-01 until 2027-01-31',
      nextDeadline: {
        kind: 'answer-by',
        date: '2027-01-09',
        rule: '30 days for an offer from 2026-12-01 until 2027-01-31',
      },
    });
    // The soonest date still ahead: an interview before the answer-by date, until it is held.
    const interview = await applications.query(UPDATE, { id, input: { interviewOn: '2027-01-05' } }, me);
    expect(interview.data!.updateApplication.nextDeadline).toEqual({
      kind: 'interview',
      date: '2027-01-05',
      rule: 'Interview date',
    });
    const held = await applications.query(ADD_EVENT, { id, input: { kind: 'interviewed', date: '2027-01-05' } }, me);
    expect(held.data!.addApplicationEvent.nextDeadline).toMatchObject({ kind: 'answer-by', date: '2027-01-09' });
    expect((await applications.query(DEADLINES, { today: '2027-01-10' }, me)).data!.nextDeadlines).toEqual([
      { applicationId: id, kind: 'answer-by', date: '2027-01-09', overdue: true },
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const me = student();
    const added = await addTo(me);
    const refusals: [string, Record<string, unknown>, string | RegExp][] = [
      [
        ADD_EVENT,
        { id: added.id, input: { kind: 'accepted', date: '2026-09-01' } },
        /^Event kind must be one of planned/,
      ],
      [ADD_EVENT, { id: added.id, input: { kind: 'verified', date: '1999-12-31' } }, /^Date must be between/],
      [UPDATE, { id: added.id, input: { supplementalFee: -50 } }, 'Supplemental fee must not be negative'],
      [UPDATE, { id: added.id, input: { deposit: -1 } }, 'Deposit must not be negative'],
      [
        UPDATE,
        { id: added.id, input: { secondaryDueOn: '2026-13-01' } },
        'Please enter a valid secondary due date (YYYY-MM-DD)',
      ],
    ];
    for (const [document, variables, message] of refusals)
      expect((await applications.query(document, variables, me)).errors?.[0]).toMatchObject(badInput(message));
    expect((await applications.query(ONE, { id: added.id }, me)).data!.application).toEqual(added);
  });

  it('adds up the cost of the cycle', async () => {
    const me = student();
    const [first, second] = [await addTo(me, directory[0]), await addTo(me, directory[1])];
    await applications.query(UPDATE, { id: first.id, input: { supplementalFee: 75, deposit: 500 } }, me);
    await applications.query(UPDATE, { id: second.id, input: { supplementalFee: 50 } }, me);
    for (const input of [
      { kind: 'submitted', date: '2026-06-05' },
      { kind: 'secondary-submitted', date: '2026-07-01' },
    ])
      await applications.query(ADD_EVENT, { id: first.id, input }, me);
    expect((await applications.query(BUDGET, {}, me)).data!.applicationBudget).toEqual({
      aadsas: { planned: 338, spent: 245 },
      supplemental: { planned: 125, spent: 75 },
      deposits: { planned: 500, spent: 0 },
      total: { planned: 963, spent: 320 },
    });

    const ASSIST = `mutation ($input: FeeAssistanceInput!) { updateFeeAssistance(input: $input) { onProgram amountCovered } }`;
    const negative = await applications.query(ASSIST, { input: { onProgram: true, amountCovered: -10 } }, me);
    expect(negative.errors?.[0]).toMatchObject(badInput('Amount covered must not be negative'));
    const assisted = await applications.query(ASSIST, { input: { onProgram: true, amountCovered: 300 } }, me);
    expect(assisted.data).toEqual({ updateFeeAssistance: { onProgram: true, amountCovered: 300 } });
    expect((await applications.query(BUDGET, {}, me)).data!.applicationBudget).toMatchObject({
      aadsas: { planned: 38, spent: 0 },
      total: { planned: 663, spent: 75 },
    });
  });
});

describe("another student's applications", () => {
  it('are neither seen nor changed: their ids are not found', async () => {
    const owner = student();
    const other = student();
    const app = await addTo(owner);
    expect((await applications.query(LIST, {}, other)).data!.myApplications).toEqual([]);
    expect((await applications.query(ONE, { id: app.id }, other)).errors?.[0]).toMatchObject(NOT_FOUND);
    expect((await applications.query(UPDATE, { id: app.id, input: { deposit: 1 } }, other)).errors?.[0]).toMatchObject(
      NOT_FOUND,
    );
    expect(
      (await applications.query(ADD_EVENT, { id: app.id, input: { kind: 'offer', date: '2026-12-10' } }, other))
        .errors?.[0],
    ).toMatchObject(NOT_FOUND);
    expect((await applications.query(REMOVE, { id: app.id }, other)).errors?.[0]).toMatchObject(NOT_FOUND);
    expect((await applications.query(LIST, {}, owner)).data!.myApplications).toEqual([app]);
    // The other student may still apply to the same school.
    await addTo(other);
  });
});

describe('the cycle settings', () => {
  it('are seeded with their sources, read by students and changed by admins only', async () => {
    expect((await applications.query(CYCLE, {}, student())).data!.applicationCycle).toEqual({
      firstOfferOn: '2026-12-01',
      longWindowDays: 30,
      aadsasFeeFirst: 245,
      aadsasFeeAdditional: 93,
      aadsasFeeSourceUrl: expect.stringMatching(/^https:\/\/www\.adea\.org\//),
    });
    const refused = await applications.query(UPDATE_CYCLE, { input: { firstOfferOn: '2026-12-15' } }, student());
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const outOfOrder = await applications.query(UPDATE_CYCLE, { input: { firstOfferOn: '2027-03-01' } }, admin());
    expect(outOfOrder.errors?.[0]).toMatchObject(
      badInput('The short response window must start after the first offer date'),
    );
    expect((await applications.query(CYCLE, {}, student())).data!.applicationCycle.firstOfferOn).toBe('2026-12-01');
  });

  it('moves the first offer date for everyone: an offer before it is refused', async () => {
    const me = student();
    const { id } = await addTo(me);
    const changed = await applications.query(UPDATE_CYCLE, { input: { firstOfferOn: '2026-12-15' } }, admin());
    expect(changed.data).toEqual({ updateApplicationCycle: { firstOfferOn: '2026-12-15' } });
    const offer = await applications.query(ADD_EVENT, { id, input: { kind: 'offer', date: '2026-12-10' } }, me);
    expect(offer.errors?.[0]).toMatchObject(
      badInput('An offer cannot be dated before 2026-12-15, the first day schools may make offers this cycle'),
    );
    await applications.query(UPDATE_CYCLE, { input: { firstOfferOn: '2026-12-01' } }, admin());
  });

  it('counts applications by stage for admins only', async () => {
    const counts = await applications.query(
      '{ adminApplicationCount adminApplicationStages { stage count } }',
      {},
      admin(),
    );
    expect(counts.errors).toBeUndefined();
    expect(counts.data!.adminApplicationStages.map((row: { stage: string }) => row.stage)[0]).toBe('planned');
    expect((await applications.query('{ adminApplicationCount }', {}, student())).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('a caller other than a signed-in student', () => {
  itRefusesStrangers(
    {
      get url() {
        return applications.url;
      },
      get internalSecret() {
        return applications.internalSecret;
      },
      query: (...args) => applications.query(...args),
      output: () => applications.output(),
      stop: () => applications.stop(),
    },
    LIST,
  );
});

describe('the private calendar address', () => {
  const REPLACE = 'mutation { replaceCalendarSubscription { token path } }';
  const FEED = 'query ($token: String!) { calendarFeed(token: $token) { applicationId kind date } }';
  const feedOf = async (token: string) => (await applications.query(FEED, { token }, null)).data?.calendarFeed;

  it("shows a visitor holding the token that student's dates alone, until the student replaces it", async () => {
    const me = student();
    const mine = await addTo(me);
    await applications.query(UPDATE, { id: mine.id, input: { interviewOn: '2026-12-05' } }, me);
    const other = student();
    await applications.query(UPDATE, { id: (await addTo(other)).id, input: { interviewOn: '2026-12-06' } }, other);

    const SINCE = '{ calendarSubscription { createdAt } }';
    expect((await applications.query(SINCE, {}, me)).data).toEqual({ calendarSubscription: { createdAt: null } });
    const made = (await applications.query(REPLACE, {}, me)).data!.replaceCalendarSubscription;
    expect((await applications.query(SINCE, {}, me)).data!.calendarSubscription.createdAt).toMatch(/^\d{4}-/);
    expect(made.path).toBe(`/api/calendar/${made.token}.ics`);
    const theirs = (await applications.query(REPLACE, {}, other)).data!.replaceCalendarSubscription.token;
    expect(await feedOf(made.token)).toEqual([{ applicationId: mine.id, kind: 'interview', date: '2026-12-05' }]);
    expect(await feedOf(theirs)).toEqual([expect.objectContaining({ date: '2026-12-06' })]);

    const replaced = (await applications.query(REPLACE, {}, me)).data!.replaceCalendarSubscription.token;
    expect(replaced).not.toBe(made.token);
    expect(await feedOf(made.token)).toBeNull();
    expect(await feedOf(replaced)).toEqual([{ applicationId: mine.id, kind: 'interview', date: '2026-12-05' }]);
  });

  it('finds no one for an unknown or malformed token, and asks a visitor to sign in for the rest', async () => {
    expect(await feedOf('A'.repeat(43))).toBeNull();
    expect(await feedOf('')).toBeNull();
    for (const query of [REPLACE, '{ calendarSubscription { createdAt } }', '{ myCalendar { date } }'])
      expect((await applications.query(query, {}, null)).errors?.[0]).toMatchObject({
        extensions: { code: 'UNAUTHENTICATED' },
      });
  });
});
