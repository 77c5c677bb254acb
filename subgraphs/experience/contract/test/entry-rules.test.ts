import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { shadowingInputSchema, shadowingUpdateSchema } from '../src/shadowing';
import { volunteerInputSchema, volunteerUpdateSchema } from '../src/volunteer';
import { validShadowingEntry, validVolunteerEntry } from '../test-support/examples';

/** The message the REST bridge answers with its 400 and the subgraph with BAD_USER_INPUT, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

/** What the bridge hands the schema: the parsed JSON body, where an undefined field is simply absent. */
const sent = (body: object): unknown => JSON.parse(JSON.stringify(body));

/** Shadowing and volunteer entries follow one contract; each case runs for both kinds. */
const KINDS = [
  {
    kind: 'shadowing',
    input: shadowingInputSchema,
    update: shadowingUpdateSchema,
    entry: validShadowingEntry,
    // Each required line of text: its field, the form's message, and its name in the length message.
    required: [
      ['doctorName', "Doctor's name is required", "Doctor's name"],
      ['practice', 'Practice name is required', 'Practice name'],
    ],
  },
  {
    kind: 'volunteer',
    input: volunteerInputSchema,
    update: volunteerUpdateSchema,
    entry: validVolunteerEntry,
    required: [
      ['organization', 'Organization name is required', 'Organization name'],
      ['type', 'Volunteer type is required', 'Volunteer type'],
      ['supervisor', 'Supervisor information is required', 'Supervisor information'],
    ],
  },
] as const;

describe.each(KINDS)('$kind entry', ({ kind, input, update, entry, required }) => {
  const added: [Record<string, unknown>, string][] = [
    [{ date: '' }, 'Date is required'],
    [{ date: undefined }, 'Date is required'],
    [{ date: '2024-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
    [{ date: '06/15/2024' }, 'Please enter a valid date (YYYY-MM-DD)'],
    [{ hours: 0 }, 'Hours must be greater than 0'],
    [{ hours: -2 }, 'Hours must be greater than 0'],
    [{ hours: '3' }, 'Hours must be greater than 0'],
    [{ hours: undefined }, 'Hours must be greater than 0'],
    [{ hours: 24.5 }, 'Hours must be at most 24 per entry'],
    // SPEC §9: at least 0.5, in half hours.
    [{ hours: 0.01 }, 'Hours must be at least 0.5'],
    [{ hours: 0.25 }, 'Hours must be at least 0.5'],
    [{ hours: 0.75 }, 'Hours must be in steps of 0.5'],
    [{ hours: 2.3 }, 'Hours must be in steps of 0.5'],
    [{ hours: 0.5 }, 'ok'],
    [{ hours: 1.5 }, 'ok'],
    [{ hours: 24 }, 'ok'],
    [{ notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
    [{ notes: 5 }, 'Notes must be text'],
    [{ notes: 'x'.repeat(2000) }, 'ok'],
    [{ notes: undefined }, 'ok'],
    // GraphQL sends a field it was given as null; the subgraph refuses it with the same message.
    [{ date: null }, 'Date is required'],
    ...required.flatMap(([field, message, name]): [Record<string, unknown>, string][] => [
      [{ [field]: '' }, message],
      [{ [field]: '   ' }, message],
      [{ [field]: undefined }, message],
      [{ [field]: null }, message],
      [{ [field]: 42 }, message],
      [{ [field]: 'x'.repeat(121) }, `${name} must be at most 120 characters`],
      [{ [field]: 'x'.repeat(120) }, 'ok'],
    ]),
  ];

  it.each(added)('adding with %p: %s', (change, message) => {
    expect(verdict(input.safeParse(sent({ ...entry, ...change })))).toBe(message);
  });

  // The hours of an update are in hours-rules.test.ts.
  it.each([
    [{ [required[0][0]]: '' }, required[0][1]],
    [{}, `Nothing to update: send at least one ${kind} field`],
    [{ notes: '' }, 'ok'],
  ])('updating with %p: %s', (change, message) => {
    expect(verdict(update.safeParse(sent(change)))).toBe(message);
  });

  it('drops a sent userId, trims notes and keeps empty notes as none (SPEC §7)', () => {
    const { notes: _omitted, ...withoutNotes } = entry;
    expect(input.parse({ ...withoutNotes, userId: '0123456789abcdef01234567' })).toEqual({
      ...withoutNotes,
      notes: null,
    });
    expect(update.parse({ notes: '  Kept.  ' })).toEqual({ notes: 'Kept.' });
    expect(update.parse({ notes: '' })).toEqual({ notes: null });
  });
});
