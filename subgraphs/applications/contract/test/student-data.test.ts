import { AADSAS_LETTER_RULE } from '../src/letters';
import { applicationsDataSchema, SECOND_APPLICATION_MESSAGE } from '../src/student-data';
import { validLetter } from '../test-support/examples';

const application = (id: string, schoolKey: string) => ({
  id,
  schoolKey,
  schoolName: 'A school',
  supplementalFee: null,
  deposit: null,
  secondaryDueOn: null,
  interviewOn: '2026-10-02',
  events: [{ kind: 'submitted', date: '2026-06-10', note: null }],
});
const part = (changes: object = {}) => ({
  applications: [application('a1', 'ohio-state')],
  feeAssistance: { onProgram: false, amountCovered: 0 },
  letters: [{ id: 'l1', ...validLetter }],
  personalStatements: [
    {
      title: 'Why oral health',
      draft: 'Start.',
      draftSavedAt: null,
      createdAt: '2026-05-01T10:00:00.000Z',
      versions: [{ text: 'First.', savedAt: '2026-05-02T10:00:00.000Z', final: true }],
    },
  ],
  ...changes,
});
const issues = (value: unknown) =>
  applicationsDataSchema.safeParse(value).error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe("the applications part of a student's data file", () => {
  it('takes applications, letters and statements as their add rules do', () => {
    expect(applicationsDataSchema.safeParse(part()).success).toBe(true);
  });

  it('refuses a second application to one school, naming the second', () => {
    expect(issues(part({ applications: [application('a1', 'ohio-state'), application('a2', 'ohio-state')] }))).toEqual([
      ['applications.1.schoolKey', SECOND_APPLICATION_MESSAGE],
    ]);
  });

  it('refuses a letter list AADSAS would not take, and a bad event kind', () => {
    const five = Array.from({ length: 5 }, (_, index) => ({ id: `l${index}`, ...validLetter }));
    expect(issues(part({ letters: five }))).toEqual([['letters', AADSAS_LETTER_RULE]]);
    const bad = { ...application('a1', 'ohio-state'), events: [{ kind: 'won', date: '2026-06-10' }] };
    expect(issues(part({ applications: [bad] }))?.[0]?.[0]).toBe('applications.0.events.0.kind');
  });

  it('refuses two final versions of one statement', () => {
    const statement = part().personalStatements[0]!;
    const versions = [...statement.versions, { text: 'Second.', savedAt: '2026-05-03T10:00:00.000Z', final: true }];
    expect(issues(part({ personalStatements: [{ ...statement, versions }] }))).toEqual([
      ['personalStatements.0.versions', 'At most one version is final'],
    ]);
  });
});
