import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { courseInputSchema, courseUpdateSchema, creditsFitTerm, QUARTER_HOURS_MESSAGE } from '../src/course';
import { courseImportSchema } from '../src/course-csv';
import { transcriptImportRows, validAadsasCourseInput } from '../test-support/examples';

/** The message the REST bridge and the academics subgraph would both answer, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

const SUBJECT_MESSAGE = 'Subject must be one of the AADSAS course subjects';
const STATUS_MESSAGE =
  'Academic status must be one of: high-school, freshman, sophomore, junior, senior, postbacc, graduate';

/** A graded semester course with its AADSAS details, as the platform tests send it. */
const course = (fields: Record<string, unknown>) => ({ ...validAadsasCourseInput, ...fields });

describe("a course's AADSAS details", () => {
  it.each([
    [{ subject: 'Astrology', academicStatus: 'junior' }, SUBJECT_MESSAGE],
    // Subjects are AADSAS's names, capitals and all.
    [{ subject: 'biology', academicStatus: 'junior' }, SUBJECT_MESSAGE],
    [{ subject: 'Biology', academicStatus: 'alumnus' }, STATUS_MESSAGE],
    [{ subject: 'Biology', academicStatus: 'junior', termType: 'semester', credits: 3.33 }, QUARTER_HOURS_MESSAGE],
    [
      { subject: 'Biology', academicStatus: 'junior', termType: 'trimester' },
      'Term type must be one of: semester, quarter',
    ],
    [
      { subject: 'Biology', academicStatus: 'junior', creditType: 'audit' },
      'Credit type must be one of: graded, pass, ap, ib, clep, withdrawn, withdrawn-failing, in-progress, planned',
    ],
    [{ subject: 'Biology', institution: 'x'.repeat(121) }, 'Institution must be at most 120 characters'],
    [{ subject: 'Biology', academicStatus: 'junior', termType: 'quarter', credits: 3.33 }, 'ok'],
    [{ subject: null, academicStatus: '', termType: undefined }, 'ok'],
  ])('%p: %s', (change, message) => {
    expect(verdict(courseInputSchema.safeParse(course(change)))).toBe(message);
  });

  it.each([
    [{ subject: 'Astrology' }, SUBJECT_MESSAGE],
    [{ academicStatus: 'fifth-year' }, STATUS_MESSAGE],
    [{ subject: null }, 'ok'],
  ])('a change %p: %s', (change, message) => {
    expect(verdict(courseUpdateSchema.safeParse(change))).toBe(message);
  });
});

describe('semester hours against the term type, on the course a change makes', () => {
  // The subgraph checks the stored course with the change applied (courses.ts checkUpdate).
  it.each([
    // The credits sent against a stored semester term type, and the other way round.
    [{ credits: 2.67, termType: 'semester' }, false],
    [{ credits: 3.33, termType: 'semester' }, false],
    [{ credits: 2, termType: 'semester' }, true],
    [{ credits: 3.33, termType: 'quarter' }, true],
    // Without a term type the hours are not known to be semester hours.
    [{ credits: 3.33, termType: null }, true],
  ])('%p fits: %p', (merged, fits) => {
    expect(creditsFitTerm(merged)).toBe(fits);
  });
});

describe('an import (POST /api/courses/import, importCourses)', () => {
  const rows = transcriptImportRows;

  it.each([
    [[rows[0], { ...rows[1], academicStatus: 'alumnus' }, rows[2]], `Row 2: ${STATUS_MESSAGE}`],
    [[rows[0], rows[1], { ...rows[2], subject: 'Astrology' }], `Row 3: ${SUBJECT_MESSAGE}`],
    [[rows[0], { ...rows[1], subject: 'Astrology' }], `Row 2: ${SUBJECT_MESSAGE}`],
    [[{ ...rows[0], termType: 'semester', credits: 3.33 }], `Row 1: ${QUARTER_HOURS_MESSAGE}`],
    [[rows[0], { ...rows[1], grade: 'E' }], 'Row 2: Grade is required'],
    [[], 'Add at least one course'],
    ['all of them', 'courses must be a list of courses'],
    [Array.from({ length: 301 }, () => rows[2]), 'Import at most 300 courses at a time'],
    [rows, 'ok'],
  ])('%#: %s', (courses, message) => {
    expect(verdict(courseImportSchema.safeParse({ courses }))).toBe(message);
  });
});
