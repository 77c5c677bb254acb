import { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { courseInputSchema, MAX_COURSES, type CourseInput } from './course';

/**
 * A transcript CSV: a header line names the columns (these, in any order; others are ignored),
 * one course per row. Empty cells are left out, so SPEC's defaults and the optional AADSAS
 * details apply; isScience is true for 'true', 'yes' or '1'.
 */
export const COURSE_CSV_COLUMNS = [
  'courseName',
  'courseCode',
  'credits',
  'grade',
  'isScience',
  'semester',
  'year',
  'subject',
  'academicStatus',
  'termType',
  'creditType',
  'institution',
] as const;
type CourseCsvColumn = (typeof COURSE_CSV_COLUMNS)[number];
export type CourseCsvRow = Partial<Record<CourseCsvColumn, string | undefined>>;

const NUMBERS: readonly CourseCsvColumn[] = ['credits', 'year'];

/** A CSV row as the course it asks for (still to be checked by courseInputSchema). */
export function courseFromCsvRow(row: CourseCsvRow): Record<string, unknown> {
  const course: Record<string, unknown> = {};
  for (const column of COURSE_CSV_COLUMNS) {
    const text = row[column]?.trim();
    if (!text) continue;
    if (column === 'isScience') course[column] = ['true', 'yes', '1'].includes(text.toLowerCase());
    else course[column] = NUMBERS.includes(column) && !Number.isNaN(Number(text)) ? Number(text) : text;
  }
  return course;
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
