import { z } from 'zod';
import { firstIssue } from '../src/api-error';
import { optionalNotes, plainText } from '../src/plain-text';

const line = plainText(z.string(), 'Name');
const notes = plainText(z.string(), 'Notes', { multiLine: true });
const verdict = (schema: z.ZodType, text: string) => {
  const result = schema.safeParse(text);
  return result.success ? 'ok' : firstIssue(result.error);
};

describe('free text (issue 23)', () => {
  it.each([
    ['nimda\u202e', 'a right-to-left override'],
    ['State\u2066 U', 'a left-to-right isolate'],
    ['Clinic\u2069', 'a pop directional isolate'],
    ['Line one\u202d', 'a left-to-right override'],
    ['Clinic\u202a first', 'a left-to-right embedding'],
    ['CHEM\u0007201', 'a bell (C0 control)'],
    ['\u0000Sam', 'a NUL'],
    ['Saturday\u0008', 'a backspace'],
    ['Col\u0085umbus', 'a next-line (C1 control)'],
  ])('refuses %p (%s) in a line and in notes', (text) => {
    expect(verdict(line, text)).toBe('Name must not contain control or text-direction characters');
    expect(verdict(notes, text)).toBe('Notes must not contain control or text-direction characters');
  });

  it('keeps tabs and line breaks in notes only', () => {
    expect(verdict(notes, 'one\ttwo\r\nthree')).toBe('ok');
    expect(verdict(line, 'one\ttwo')).toBe('Name must not contain control or text-direction characters');
    expect(verdict(line, 'one\ntwo')).toBe('Name must not contain control or text-direction characters');
  });

  it.each([
    'Química Orgánica 有机化学 🧪',
    'Université de Montréal',
    'Dr. Nguyễn Thị Hà',
    // Right-to-left and left-to-right marks reorder nothing; the joiner builds the emoji.
    'שלום \u200fעולם مرحبا 👩‍⚕️ दंत चिकित्सा \u200e',
  ])('keeps %p', (text) => {
    expect(verdict(line, text)).toBe('ok');
    expect(verdict(notes, text)).toBe('ok');
  });
});

describe("optional notes (an entry's notes, an event's note)", () => {
  const note = optionalNotes('Note', 10);
  it.each([
    [' two\nlines ', 'two\nlines'],
    ['   ', null],
    [undefined, null],
    [null, null],
  ])('keeps %p as %p', (sent, stored) => {
    expect(note.parse(sent)).toBe(stored);
  });

  it.each([
    ['x'.repeat(11), 'Note must be at most 10 characters'],
    [5, 'Note must be text'],
    ['a\u202eb', 'Note must not contain control or text-direction characters'],
  ])('refuses %p: %s', (sent, message) => {
    expect(verdict(note, sent as string)).toBe(message);
  });
});
