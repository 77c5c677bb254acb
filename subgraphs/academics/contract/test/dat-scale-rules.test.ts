import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { DAT_SECTIONS, datScoreInputSchema, datScoreProblems, type DatSection } from '../src/dat';
import { validNewScaleDatScore as newScale, validOldScaleDatScore as oldScale } from '../test-support/examples';

/** The message POST /api/dat and addDatScore would both answer, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

const NEW_SCALE_MESSAGE = 'Score must be between 200-600 in steps of 10';
const OLD_SCALE_MESSAGE = 'Score must be between 1-30';
const OLD_SCALE_DATE_MESSAGE = 'The 1-30 scale is only for tests before March 1, 2025';

describe('an attempt on the 200-600 scale', () => {
  it.each([
    ['biology', 385],
    ['quantitativeReasoning', 375],
    ['academicAverage', 190],
    ['perceptualAbility', 610],
    ['organicChemistry', 20],
  ])('refuses %s = %p', (section, score) => {
    expect(verdict(datScoreInputSchema.safeParse({ ...newScale, [section]: score }))).toBe(NEW_SCALE_MESSAGE);
  });

  it('accepts a 2025 test below 400, with or without the scale said', () => {
    expect(verdict(datScoreInputSchema.safeParse(newScale))).toBe('ok');
    expect(verdict(datScoreInputSchema.safeParse({ ...newScale, scale: '200-600' }))).toBe('ok');
    expect(verdict(datScoreInputSchema.safeParse({ ...newScale, biology: 200, academicAverage: 600 }))).toBe('ok');
  });
});

describe('an attempt on the 1-30 scale', () => {
  it.each([
    [{ testDate: '2025-03-01' }, OLD_SCALE_DATE_MESSAGE],
    [{ testDate: '2025-06-01' }, OLD_SCALE_DATE_MESSAGE],
    [{ biology: 31 }, OLD_SCALE_MESSAGE],
    [{ academicAverage: 0 }, OLD_SCALE_MESSAGE],
    // A score on the other scale.
    [{ readingComprehension: 500 }, OLD_SCALE_MESSAGE],
    // Not a whole number, or not a number: the message is still the attempt's own scale's.
    [{ biology: 19.5 }, OLD_SCALE_MESSAGE],
    [{ biology: '20' }, OLD_SCALE_MESSAGE],
    [{ scale: '1-36' }, 'Scale must be 200-600 or 1-30'],
    [{ scale: 'percentile' }, 'Scale must be 200-600 or 1-30'],
    [{ scale: null }, 'Scale must be 200-600 or 1-30'],
    // The edges of the old scale, on its last test day.
    [{ testDate: '2025-02-28', biology: 1, generalChemistry: 30 }, 'ok'],
  ])('%p: %s', (change, message) => {
    expect(verdict(datScoreInputSchema.safeParse({ ...oldScale, ...change }))).toBe(message);
  });
});

describe('a change, checked on the attempt as it will be', () => {
  /** The first problem the server finds (dat-scores.ts checkUpdate): the sections sent, or all seven on a new scale. */
  const refusal = (merged: Parameters<typeof datScoreProblems>[0], sections: readonly DatSection[]) =>
    datScoreProblems(merged, sections)[0]?.message ?? 'ok';
  const attempt = { ...newScale, testDate: '2024-06-15' };

  it.each([
    // A 1-30 attempt cannot move to a date of the new scale, whatever the scores sent.
    [{ ...oldScale, testDate: '2025-05-01' }, [], OLD_SCALE_DATE_MESSAGE],
    [{ ...oldScale, testDate: '2025-03-01' }, [], OLD_SCALE_DATE_MESSAGE],
    // A score sent is checked against the stored scale.
    [{ ...oldScale, biology: 250 }, ['biology'], OLD_SCALE_MESSAGE],
    [{ ...oldScale, biology: 31 }, ['biology'], OLD_SCALE_MESSAGE],
    [{ ...oldScale, organicChemistry: 400 }, ['organicChemistry'], OLD_SCALE_MESSAGE],
    [{ ...newScale, biology: 25 }, ['biology'], NEW_SCALE_MESSAGE],
    [{ ...newScale, biology: 385 }, ['biology'], NEW_SCALE_MESSAGE],
    [{ ...newScale, organicChemistry: 25 }, ['organicChemistry'], NEW_SCALE_MESSAGE],
    [{ ...attempt, organicChemistry: 650 }, ['organicChemistry'], NEW_SCALE_MESSAGE],
    [{ ...attempt, organicChemistry: 505 }, ['organicChemistry'], NEW_SCALE_MESSAGE],
    // A new scale checks all seven stored scores: 19 is no 200-600 score, 2025-04-12 no 1-30 date.
    [{ ...oldScale, scale: '200-600' as const }, DAT_SECTIONS, NEW_SCALE_MESSAGE],
    [{ ...newScale, scale: '1-30' as const }, DAT_SECTIONS, OLD_SCALE_DATE_MESSAGE],
    // What fits.
    [{ ...oldScale, biology: 25 }, ['biology'], 'ok'],
    [{ ...oldScale, testDate: '2025-02-01' }, [], 'ok'],
    [{ ...newScale, biology: 590 }, ['biology'], 'ok'],
    // Moving a 1-30 attempt to the new scale takes every score and a date on it.
    [{ ...newScale, scale: '200-600' as const, testDate: '2025-05-01' }, DAT_SECTIONS, 'ok'],
  ] as const)('%p, checking %p: %s', (merged, sections, message) => {
    expect(refusal(merged, sections)).toBe(message);
  });

  it("leaves the sections not sent alone, on the attempt's own scale", () => {
    // A score stored before scales existed (SPEC's 400-600, any integer) stays until it is changed.
    expect(refusal({ ...attempt, biology: 505, testDate: '2024-07-01' }, [])).toBe('ok');
  });
});
