import {
  AADSAS_LETTER_RULE,
  letterCountText,
  letterInputSchema,
  letterUpdateSchema,
  withStatusDates,
  withinAadsasLimit,
} from '../src/letters';
import { validLetter } from '../test-support/examples';

const letters = (...specs: string[]) =>
  specs.map((spec) => {
    const [kind, status] = spec.split(' ') as [string, string];
    return { kind, status };
  });
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const { evaluatorName, evaluatorEmail, kind, role, status } = validLetter;
const valid = { evaluatorName, evaluatorEmail, kind, role, status };

describe('the AADSAS letter limit', () => {
  it('takes four individual letters and refuses a fifth', () => {
    const four = letters('individual requested', 'individual accepted', 'individual completed', 'individual requested');
    expect(withinAadsasLimit(four)).toBe(true);
    expect(letterCountText(four)).toBe('4 of 4 individual letters');
    expect(withinAadsasLimit([...four, { kind: 'individual', status: 'requested' }])).toBe(false);
  });

  it('takes one committee letter and one individual letter, not two', () => {
    const committeeAndOne = letters('committee completed', 'individual accepted');
    expect(withinAadsasLimit(committeeAndOne)).toBe(true);
    expect(letterCountText(committeeAndOne)).toBe('1 committee letter and 1 of 1 individual letter');
    expect(withinAadsasLimit([...committeeAndOne, { kind: 'individual', status: 'requested' }])).toBe(false);
    expect(withinAadsasLimit(letters('committee requested', 'committee requested'))).toBe(false);
  });

  it('does not count planned or declined letters', () => {
    const kept = letters(
      'individual completed',
      'individual completed',
      'individual requested',
      'individual accepted',
      'individual planned',
      'individual declined',
      'committee planned',
      'committee declined',
    );
    expect(withinAadsasLimit(kept)).toBe(true);
    expect(letterCountText(kept)).toBe('4 of 4 individual letters');
  });

  it('refuses a status change that would break the rule', () => {
    const before = letters('committee requested', 'individual completed', 'individual planned');
    expect(withinAadsasLimit(before)).toBe(true);
    const asked = before.map((letter, at) => (at === 2 ? { ...letter, status: 'requested' } : letter));
    expect(withinAadsasLimit(asked)).toBe(false);
  });

  it('names the rule in its message', () => {
    expect(AADSAS_LETTER_RULE).toBe(
      'AADSAS accepts at most four individual letters, or one committee letter and one individual letter',
    );
  });
});

describe('a letter as the API takes it', () => {
  it('keeps what the student gave; empty text is none', () => {
    expect(letterInputSchema.parse({ ...valid, title: ' ', notes: '' })).toEqual({
      ...valid,
      title: null,
      relationship: null,
      notes: null,
    });
  });

  it('refuses a bad email, an unknown status or role, and hidden characters', () => {
    expect(firstMessage(letterInputSchema.safeParse({ ...valid, evaluatorEmail: 'ana@' }))).toBe(
      'Please enter a valid evaluator email',
    );
    expect(firstMessage(letterInputSchema.safeParse({ ...valid, status: 'sent' }))).toBe(
      'Status must be one of planned, requested, accepted, completed, declined',
    );
    expect(firstMessage(letterUpdateSchema.safeParse({ role: 'coach' }))).toBe(
      'Role must be one of science-faculty, non-science-faculty, dentist, employer, other',
    );
    expect(firstMessage(letterInputSchema.safeParse({ ...valid, evaluatorName: 'Dr. \u202Ezeur' }))).toBe(
      'Evaluator name must not contain control or text-direction characters',
    );
    expect(firstMessage(letterUpdateSchema.safeParse({ relationship: 'lab\u0007' }))).toBe(
      'Relationship must not contain control or text-direction characters',
    );
  });

  it('refuses a letter completed before it was requested, and an empty change', () => {
    expect(firstMessage(letterUpdateSchema.safeParse({ requestedOn: '2026-03-10', completedOn: '2026-03-01' }))).toBe(
      'Completed date must not be before the requested date',
    );
    expect(firstMessage(letterUpdateSchema.safeParse({}))).toBe('Nothing to change');
  });

  it('dates a request and a completion today when the student left them empty', () => {
    expect(withStatusDates({ status: 'planned' }, '2026-11-27')).toEqual({
      status: 'planned',
      requestedOn: null,
      completedOn: null,
    });
    expect(withStatusDates({ status: 'completed', requestedOn: '2026-10-01' }, '2026-11-27')).toEqual({
      status: 'completed',
      requestedOn: '2026-10-01',
      completedOn: '2026-11-27',
    });
  });
});
