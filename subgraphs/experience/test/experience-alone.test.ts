import type { Viewer } from '@predental/contracts/viewer';
import { EXPERIENCE_TYPES } from '@predental/experience-contract/experience-types';
import { shadowingKind, validExperienceLog, volunteerKind } from '@predental/experience-contract/test-support/examples';
import { admin, itRefusesStrangers, student, subgraphAlone } from '../../../test-support/subgraph-harness';

/** The experience subgraph alone: its own process and database, called as the gateway would call it. */
const experience = subgraphAlone('experience');

const KINDS = [
  {
    ...shadowingKind,
    change: { practice: 'Lee Orthodontics', hours: 5.5 },
    missing: ['doctorName', "Doctor's name is required"],
  },
  {
    ...volunteerKind,
    entry: { ...volunteerKind.entry, notes: null },
    change: { organization: 'Free Clinic', notes: 'Front desk' },
    missing: ['supervisor', 'Supervisor information is required'],
  },
] as const;

describe.each(KINDS)('$list, asked by a signed-in student', (kind) => {
  const ADD = `mutation ($input: ${kind.type}Input!) { add${kind.type}(input: $input) { ${kind.fields} } }`;
  const UPDATE = `mutation ($id: ID!, $input: ${kind.type}Input!) { update${kind.type}(id: $id, input: $input) { ${kind.fields} } }`;
  const DELETE = `mutation ($id: ID!) { delete${kind.type}(id: $id) }`;
  const LIST = `{ ${kind.list} { ${kind.fields} } }`;
  const ONE = `query ($id: ID!) { ${kind.one}(id: $id) { ${kind.fields} } }`;
  const notFound = {
    message: `${kind.what} not found`,
    extensions: { code: 'NOT_FOUND' },
  };

  it('adds, lists, reads, updates and deletes an entry', async () => {
    const me = student();
    const added = await experience.query(ADD, { input: kind.entry }, me);
    expect(added.errors).toBeUndefined();
    const entry = added.data![`add${kind.type}`];
    expect(entry).toEqual({ id: expect.any(String), userId: me.id, ...kind.entry });

    expect((await experience.query(LIST, {}, me)).data).toEqual({ [kind.list]: [entry] });
    expect((await experience.query(ONE, { id: entry.id }, me)).data).toEqual({ [kind.one]: entry });
    expect((await experience.query(UPDATE, { id: entry.id, input: kind.change }, me)).data).toEqual({
      [`update${kind.type}`]: { ...entry, ...kind.change },
    });
    expect((await experience.query(DELETE, { id: entry.id }, me)).data).toEqual({ [`delete${kind.type}`]: entry.id });
    expect((await experience.query(LIST, {}, me)).data).toEqual({ [kind.list]: [] });
  });

  it("keeps a student's entries from everyone else", async () => {
    const owner = student();
    const other = student();
    const entry = (await experience.query(ADD, { input: kind.entry }, owner)).data![`add${kind.type}`];
    expect((await experience.query(LIST, {}, other)).data).toEqual({ [kind.list]: [] });
    expect((await experience.query(ONE, { id: entry.id }, other)).errors?.[0]).toMatchObject(notFound);
    expect((await experience.query(UPDATE, { id: entry.id, input: { hours: 1 } }, other)).errors?.[0]).toMatchObject(
      notFound,
    );
    expect((await experience.query(DELETE, { id: entry.id }, other)).errors?.[0]).toMatchObject(notFound);
    expect((await experience.query(LIST, {}, owner)).data).toEqual({ [kind.list]: [entry] });
  });

  it.each([
    [{ date: '2024-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
    [{ hours: 0 }, 'Hours must be greater than 0'],
    [{ hours: 0.25 }, 'Hours must be at least 0.5'],
    [{ hours: 2.3 }, 'Hours must be in steps of 0.5'],
    [{ hours: 24.5 }, 'Hours must be at most 24 per entry'],
    [{ [kind.missing[0]]: '   ' }, kind.missing[1]],
    [{ notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
  ])('refuses %p with "%s" and stores nothing', async (change, message) => {
    const me = student();
    const refused = await experience.query(ADD, { input: { ...kind.entry, ...change } }, me);
    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await experience.query(LIST, {}, me)).data).toEqual({ [kind.list]: [] });
  });
});

const GOALS = '{ goals { shadowingGoal volunteerGoal } }';
const SET_GOALS = 'mutation ($input: GoalsInput!) { updateGoals(input: $input) { shadowingGoal volunteerGoal } }';
const SUMMARY =
  'query ($month: String) { experienceSummary(month: $month) { shadowing { totalHours hoursThisMonth goal progressPercent } volunteer { totalHours goal progressPercent } } }';

describe('goals and the hours summary', () => {
  it('sets each goal on its own, refuses a bad one, and sums the hours against them', async () => {
    const me = student();
    expect((await experience.query(GOALS, {}, me)).data).toEqual({
      goals: { shadowingGoal: null, volunteerGoal: null },
    });
    expect((await experience.query(SET_GOALS, { input: { shadowingGoal: 20 } }, me)).data).toEqual({
      updateGoals: { shadowingGoal: 20, volunteerGoal: null },
    });
    expect((await experience.query(SET_GOALS, { input: { volunteerGoal: 1.25 } }, me)).errors?.[0]).toMatchObject({
      message: 'Goal must be in steps of 0.5 hours',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const shadow = KINDS[0].entry;
    await experience.query(
      'mutation ($input: ShadowingEntryInput!) { addShadowingEntry(input: $input) { id } }',
      { input: { ...shadow, date: '2026-03-02', hours: 4 } },
      me,
    );
    await experience.query(
      'mutation ($input: ShadowingEntryInput!) { addShadowingEntry(input: $input) { id } }',
      { input: { ...shadow, date: '2025-12-30', hours: 1 } },
      me,
    );
    expect((await experience.query(SUMMARY, { month: '2026-03' }, me)).data).toEqual({
      experienceSummary: {
        shadowing: { totalHours: 5, hoursThisMonth: 4, goal: 20, progressPercent: 25 },
        volunteer: { totalHours: 0, goal: null, progressPercent: 0 },
      },
    });
    expect((await experience.query(SUMMARY, { month: '2026-3' }, me)).errors?.[0]).toMatchObject({
      message: 'month must be a calendar month written YYYY-MM',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Another student's summary starts from nothing.
    expect(
      (await experience.query(SUMMARY, { month: '2026-03' }, student())).data!.experienceSummary.shadowing,
    ).toEqual({ totalHours: 0, hoursThisMonth: 0, goal: null, progressPercent: 0 });
  });

  it("answers a User entity's summary to that user only", async () => {
    const me = student();
    await experience.query(SET_GOALS, { input: { volunteerGoal: 10 } }, me);
    const ENTITY =
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { goals { volunteerGoal } } } }';
    const representations = [{ __typename: 'User', id: me.id }];
    expect((await experience.query(ENTITY, { representations }, me)).data).toEqual({
      _entities: [{ goals: { volunteerGoal: 10 } }],
    });
    expect((await experience.query(ENTITY, { representations }, student())).errors?.[0]).toMatchObject({
      message: 'User not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('who may ask', () => {
  itRefusesStrangers(experience, GOALS);

  it('counts every entry for an admin only', async () => {
    await experience.query(
      'mutation ($input: VolunteerEntryInput!) { addVolunteerEntry(input: $input) { id } }',
      { input: KINDS[1].entry },
      student(),
    );
    const COUNTS = '{ adminShadowingCount adminVolunteerCount }';
    expect((await experience.query(COUNTS, {}, student())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const counted = (await experience.query(COUNTS, {}, admin())).data!;
    expect(counted.adminVolunteerCount).toBeGreaterThanOrEqual(1);
  });
});

const ENTRY = 'id type organization totalHours highlighted logIds';
const ADD_LOG = 'mutation ($input: ExperienceLogInput!) { addExperienceLog(input: $input) { id } }';
const ADD_VISIT = 'mutation ($input: ShadowingEntryInput!) { addShadowingEntry(input: $input) { id } }';
const ENTRIES = `{ myExperiences { ${ENTRY} } }`;
const HIGHLIGHT = `mutation ($id: ID!) { updateExperience(id: $id, input: { highlighted: true }) { ${ENTRY} } }`;
const MOVE = `mutation ($logId: ID!, $to: ID!) { moveExperienceLog(logId: $logId, toExperienceId: $to) { ${ENTRY} } }`;
const SPLIT = `mutation ($id: ID!, $logIds: [ID!]!) { splitExperience(id: $id, logIds: $logIds) { ${ENTRY} } }`;
type Entry = {
  id: string;
  type: string;
  organization: string;
  totalHours: number;
  highlighted: boolean;
  logIds: string[];
};

describe('AADSAS entries (issue 37)', () => {
  const addLog = async (me: Viewer, input: object) =>
    (await experience.query(ADD_LOG, { input: { ...validExperienceLog, ...input } }, me)).data!.addExperienceLog
      .id as string;
  const entries = async (me: Viewer) => (await experience.query(ENTRIES, {}, me)).data!.myExperiences as Entry[];

  it('moves a log to another entry of its type, refuses one of another type, and splits an entry', async () => {
    const me = student();
    const lab = await addLog(me, { organization: 'Biochemistry Lab' });
    const dept = await addLog(me, { organization: 'Chemistry Dept.', date: '2024-07-08' });
    const job = await addLog(me, { type: 'employment', organization: 'Cafe Uno' });
    const [deptEntry, labEntry] = (await entries(me)).filter((entry) => entry.type === 'research');
    expect([deptEntry!.logIds, labEntry!.logIds]).toEqual([[dept], [lab]]);

    const moved = (await experience.query(MOVE, { logId: dept, to: labEntry!.id }, me)).data!.moveExperienceLog;
    expect(moved.map((entry: Entry) => [entry.id, entry.logIds])).toEqual([
      [expect.any(String), [job]],
      [labEntry!.id, [lab, dept]],
    ]);
    expect((await experience.query(MOVE, { logId: job, to: labEntry!.id }, me)).errors?.[0]).toMatchObject({
      message: 'A log can only move to an entry of its own type',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const split = (await experience.query(SPLIT, { id: labEntry!.id, logIds: [dept] }, me)).data!.splitExperience;
    expect(split.filter((entry: Entry) => entry.type === 'research').map((entry: Entry) => entry.logIds)).toEqual([
      [dept],
      [lab],
    ]);
    // The split stays when more is logged.
    await addLog(me, { organization: 'Chemistry Dept.', date: '2024-07-15' });
    expect((await entries(me)).filter((entry) => entry.type === 'research')).toHaveLength(3);
    for (const logIds of [[], [lab]])
      expect((await experience.query(SPLIT, { id: labEntry!.id, logIds }, me)).errors?.[0]?.message).toBe(
        'Choose some of the entry’s logs to split off, not none and not all of them',
      );
  });

  it('highlights six entries at most, also when seven are asked at once', async () => {
    const me = student();
    for (let i = 0; i < 7; i += 1) await addLog(me, { organization: `Lab ${i}` });
    const all = await entries(me);
    const answers = await Promise.all(all.map((entry) => experience.query(HIGHLIGHT, { id: entry.id }, me)));
    expect(answers.filter((answer) => answer.errors).map((answer) => answer.errors![0]!.message)).toEqual([
      'You can highlight at most 6 experiences: AADSAS lets you mark 6',
    ]);
    expect((await entries(me)).filter((entry) => entry.highlighted)).toHaveLength(6);
  });

  it('sums hours by type, with each type’s goal', async () => {
    const me = student();
    await addLog(me, { type: 'research', hours: 6, date: '2026-03-02' });
    await experience.query(ADD_VISIT, { input: { ...KINDS[0].entry, mode: 'virtual', hours: 2 } }, me);
    const SET = 'mutation { setTypeGoal(type: "research", goal: 12) { typeGoals { type goal } } }';
    expect((await experience.query(SET, {}, me)).data).toEqual({
      setTypeGoal: { typeGoals: [{ type: 'research', goal: 12 }] },
    });
    const BY_TYPE =
      '{ experienceSummary(month: "2026-03") { byType { type totalHours hoursThisMonth goal progressPercent } } }';
    const byType = (await experience.query(BY_TYPE, {}, me)).data!.experienceSummary.byType;
    expect(byType.map((row: { type: string }) => row.type)).toEqual(EXPERIENCE_TYPES);
    expect(byType[3]).toEqual({
      type: 'dental-shadowing-virtual',
      totalHours: 2,
      hoursThisMonth: 0,
      goal: null,
      progressPercent: 0,
    });
    expect(byType[6]).toEqual({ type: 'research', totalHours: 6, hoursThisMonth: 6, goal: 12, progressPercent: 50 });
  });
});
