import { experienceDataSchema, unknownLogMessage } from '../src/student-data';
import { validExperienceLog, validShadowingEntry } from '../test-support/examples';

const part = (experiences: object[], changes: object = {}) => ({
  shadowing: [{ id: 's1', ...validShadowingEntry }],
  volunteer: [],
  logs: [{ id: 'l1', ...validExperienceLog }],
  goals: { shadowingGoal: 100, volunteerGoal: null, typeGoals: [{ type: 'research', goal: 40 }] },
  experiences,
  ...changes,
});
const entry = (id: string, logIds: string[], fields: object = {}) => ({
  id,
  type: 'research',
  logIds,
  contact: { name: null, title: null, email: null, phone: null },
  ongoing: false,
  description: null,
  highlighted: false,
  ...fields,
});
const messages = (value: unknown) =>
  experienceDataSchema.safeParse(value).error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe("the experience part of a student's data file", () => {
  it('takes entries made of the file’s own logs', () => {
    expect(experienceDataSchema.safeParse(part([entry('e1', ['l1']), entry('e2', ['s1'])])).success).toBe(true);
  });

  it('refuses an entry naming a log the file does not have, or one already in another entry', () => {
    expect(messages(part([entry('e1', ['l1', 'gone'])]))).toEqual([
      ['experiences.0.logIds', unknownLogMessage('gone')],
    ]);
    expect(messages(part([entry('e1', ['l1']), entry('e2', ['l1'])]))).toEqual([
      ['experiences.1.logIds', unknownLogMessage('l1')],
    ]);
  });

  it('checks each log as adding one does, and the highlight limit over all entries', () => {
    expect(messages(part([], { logs: [{ id: 'l1', ...validExperienceLog, hours: 25 }] }))?.[0]?.[0]).toBe(
      'logs.0.hours',
    );
    const seven = Array.from({ length: 7 }, (_, index) =>
      entry(`e${index}`, [], { highlighted: true, logIds: ['l1'] }),
    );
    expect(messages(part(seven))?.map(([, message]) => message)).toContain(
      'You can highlight at most 6 experiences: AADSAS lets you mark 6',
    );
  });
});
