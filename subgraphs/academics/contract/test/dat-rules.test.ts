import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { DAT_SECTIONS, datScoreInputSchema, datScoreUpdateSchema } from '../src/dat';
import { validDatScore } from '../test-support/examples';

/** The message POST /api/dat, PATCH and addDatScore / updateDatScore would all answer, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

const SCORE_MESSAGE = 'Score must be between 200-600 in steps of 10';

describe('a DAT attempt on the 200-600 scale', () => {
  // Below and above the scale, off its steps of 10, not an integer, not a number, missing.
  const badScores = [190, 610, 0, -500, 505, 399, 512.5, '500', null, undefined];

  it.each(DAT_SECTIONS.flatMap((section) => badScores.map((value) => [section, value] as const)))(
    'refuses %s = %p',
    (section, value) => {
      expect(verdict(datScoreInputSchema.safeParse({ ...validDatScore, [section]: value }))).toBe(SCORE_MESSAGE);
    },
  );

  it('refuses a score left out', () => {
    const { academicAverage: _missing, ...withoutAverage } = validDatScore;
    expect(verdict(datScoreInputSchema.safeParse(withoutAverage))).toBe(SCORE_MESSAGE);
  });

  it('accepts the edges of the scale, on it by default', () => {
    expect(datScoreInputSchema.parse({ ...validDatScore, biology: 200, academicAverage: 600 })).toMatchObject({
      scale: '200-600',
      biology: 200,
      academicAverage: 600,
    });
  });

  it('drops a sent userId and totalScience: the server decides both', () => {
    expect(
      datScoreInputSchema.parse({ ...validDatScore, userId: '0123456789abcdef01234567', totalScience: 600 }),
    ).toEqual({
      ...validDatScore,
      scale: '200-600',
    });
  });

  it.each([
    [undefined, 'Test date is required'],
    [null, 'Test date is required'],
    ['', 'Test date is required'],
    [20240615, 'Test date is required'],
    ['2024-02-30', 'Please enter a valid test date (YYYY-MM-DD)'],
    ['June 15, 2024', 'Please enter a valid test date (YYYY-MM-DD)'],
  ])('refuses testDate %p with %p', (testDate, message) => {
    expect(verdict(datScoreInputSchema.safeParse({ ...validDatScore, testDate }))).toBe(message);
  });
});

describe('a change to a DAT attempt (PATCH /api/dat/{id}, updateDatScore)', () => {
  // A score sent is only a number here: the server checks it on the attempt as it will be (dat-scale-rules).
  it.each([
    [{ organicChemistry: 650 }, 'ok'],
    [{ organicChemistry: '500' }, 'Score must be a number'],
    [{ testDate: '' }, 'Test date is required'],
    [{}, 'Nothing to update: send at least one DAT field'],
    // totalScience is dropped, so nothing is left to update.
    [{ totalScience: 450 }, 'Nothing to update: send at least one DAT field'],
  ])('%p: %s', (change, message) => {
    expect(verdict(datScoreUpdateSchema.safeParse(change))).toBe(message);
  });
});
