import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { courseInputSchema, courseUpdateSchema } from '../src/course';
import { validCourseInput } from '../test-support/examples';

/** The message POST /api/courses, PATCH and addCourse / updateCourse would all answer, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

describe('a course (SPEC §5 Course)', () => {
  it.each([
    [{ courseName: '' }, 'Course name is required'],
    [{ courseName: '   ' }, 'Course name is required'],
    [{ courseName: undefined }, 'Course name is required'],
    [{ courseName: 'x'.repeat(121) }, 'Course name must be at most 120 characters'],
    [{ courseCode: '' }, 'Course code is required'],
    [{ courseCode: undefined }, 'Course code is required'],
    // GraphQL sends a missing code as null.
    [{ courseCode: null }, 'Course code is required'],
    [{ courseCode: 'x'.repeat(21) }, 'Course code must be at most 20 characters'],
    [{ credits: 0 }, 'Credits must be greater than 0'],
    [{ credits: -1 }, 'Credits must be greater than 0'],
    [{ credits: '3' }, 'Credits must be greater than 0'],
    [{ credits: 21 }, 'Credits must be at most 20'],
    [{ grade: '' }, 'Grade is required'],
    [{ grade: 'E' }, 'Grade is required'],
    [{ grade: 'G' }, 'Grade is required'],
    [{ grade: undefined }, 'Grade is required'],
    [{ semester: '' }, 'Semester is required'],
    [{ semester: 'Autumn' }, 'Semester is required'],
    [{ semester: undefined }, 'Semester is required'],
    [{ year: 1999 }, 'Please enter a valid year'],
    [{ year: 2101 }, 'Please enter a valid year'],
    [{ year: 2023.5 }, 'Please enter a valid year'],
    [{ year: '2023' }, 'Please enter a valid year'],
    [{ year: undefined }, 'Please enter a valid year'],
    [{ isScience: 'yes' }, 'Science course must be true or false'],
    [{ credits: 0.5, grade: 'C' }, 'ok'],
    [{ credits: 20, year: 2000 }, 'ok'],
    [{ year: 2100 }, 'ok'],
  ])('%p: %s', (change, message) => {
    expect(verdict(courseInputSchema.safeParse({ ...validCourseInput, ...change }))).toBe(message);
  });

  it('defaults isScience to false and drops a sent userId', () => {
    const { isScience: _omitted, ...withoutScience } = validCourseInput;
    expect(courseInputSchema.parse({ ...withoutScience, userId: '0123456789abcdef01234567' })).toEqual({
      ...validCourseInput,
      isScience: false,
    });
  });
});

describe('a change to a course (PATCH /api/courses/{id}, updateCourse)', () => {
  it.each([
    [{ credits: 0 }, 'Credits must be greater than 0'],
    [{ grade: 'Z' }, 'Grade is required'],
    [{}, 'Nothing to update: send at least one course field'],
    // A field the contract does not know is dropped, so nothing is left to update.
    [{ userId: '0123456789abcdef01234567' }, 'Nothing to update: send at least one course field'],
    [{ grade: 'B', credits: 3.5 }, 'ok'],
  ])('%p: %s', (change, message) => {
    expect(verdict(courseUpdateSchema.safeParse(change))).toBe(message);
  });
});
