import { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { courseInputSchema, MAX_COURSES, type CourseInput } from './course';
import {
  COURSE_CSV_COLUMNS,
  isExpectingGrade,
  MARKS,
  type CourseCsvField,
  type CourseCsvRow,
} from './course-csv-columns';
import { letterStoredWith, readGrade } from './grade-marks';

export * from './course-csv-columns';

const YES = ['true', 'yes', 'y', '1'];
const NO = ['false', 'no', 'n', '0'];
const NUMBERS: readonly CourseCsvField[] = ['credits', 'year'];
const header = (field: CourseCsvField) => COURSE_CSV_COLUMNS.find((column) => column.field === field)!.header;

/** Reads the Grade cell (a letter or a mark) and, for IP and Planned, the Expected Grade; the message when it cannot. */
function readGradeCells(row: CourseCsvRow, course: Record<string, unknown>): string | null {
  const text = row.grade?.trim();
  if (!text) return null;
  const read = readGrade(text);
  if (!read) return `${header('grade')}: "${text}" is not a letter (A+ to F) or a mark (${MARKS.join(', ')})`;
  if ('grade' in read) {
    course.grade = read.grade;
    return null;
  }
  if (course.creditType !== undefined && course.creditType !== read.creditType)
    return `${header('grade')} "${text}" and ${header('creditType')} "${course.creditType as string}" disagree`;
  course.creditType = read.creditType;
  if (!isExpectingGrade(read.creditType)) {
    course.grade = letterStoredWith(read.creditType);
    return null;
  }
  // SPEC's default letter when the file gives no expected grade.
  const expected = row.expectedGrade?.trim() || 'A';
  const letter = readGrade(expected);
  if (!letter || !('grade' in letter)) return `${header('expectedGrade')}: "${expected}" is not a letter (A+ to F)`;
  course.grade = letter.grade;
  return null;
}

/** A CSV row as the course it asks for (still to be checked by courseInputSchema), or why a cell cannot be read. */
function courseFromCsvRow(
  row: CourseCsvRow,
): { ok: true; course: Record<string, unknown> } | { ok: false; message: string } {
  const course: Record<string, unknown> = {};
  for (const { field } of COURSE_CSV_COLUMNS) {
    const text = row[field]?.trim();
    if (!text || field === 'grade' || field === 'expectedGrade') continue;
    if (field === 'isScience') {
      const answer = text.toLowerCase();
      if (!YES.includes(answer) && !NO.includes(answer))
        return { ok: false, message: `${header(field)}: "${text}" is not Yes or No` };
      course[field] = YES.includes(answer);
    } else course[field] = NUMBERS.includes(field) && !Number.isNaN(Number(text)) ? Number(text) : text;
  }
  const problem = readGradeCells(row, course);
  return problem ? { ok: false, message: problem } : { ok: true, course };
}

/** Each row as a course to add, or the reason the rules refuse it. */
export function checkCourseRows(
  rows: readonly unknown[],
): ({ ok: true; course: CourseInput } | { ok: false; message: string })[] {
  return rows.map((row) => {
    const parsed = courseInputSchema.safeParse(row);
    return parsed.success ? { ok: true, course: parsed.data } : { ok: false, message: firstIssue(parsed.error) };
  });
}

/** A transcript's rows read and checked: each a course to add, or the reason (naming the column) it is refused. */
export function checkCourseCsvRows(rows: readonly CourseCsvRow[]): ReturnType<typeof checkCourseRows> {
  return rows.map((row) => {
    const read = courseFromCsvRow(row);
    return read.ok ? checkCourseRows([read.course])[0]! : read;
  });
}

/** POST /api/courses/import and importCourses: every course is added, or none; a refused row is named by its number. */
export const courseImportSchema = z
  .object({
    courses: z
      .array(z.unknown(), { error: 'courses must be a list of courses' })
      .min(1, 'Add at least one course')
      .max(MAX_COURSES, `Import at most ${MAX_COURSES} courses at a time`),
  })
  .transform(({ courses }, context) => {
    const checked = checkCourseRows(courses);
    const refused = checked.findIndex((row) => !row.ok);
    if (refused >= 0) {
      context.addIssue({
        code: 'custom',
        path: ['courses', refused],
        message: `Row ${refused + 1}: ${(checked[refused] as { message: string }).message}`,
      });
      return z.NEVER;
    }
    return { courses: checked.map((row) => (row as { course: CourseInput }).course) };
  });
