import { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { SUBJECT_NAMES } from '@predental/contracts/aadsas-subjects';
import { ACADEMIC_STATUSES, CREDIT_TYPES, TERM_TYPES } from './aadsas';
import { COUNTS_TOWARD_VALUES } from './course-kinds';
import { courseInputSchema, MAX_COURSES, SEMESTERS, type CourseInput } from './course';
import { EXPECTED_GRADE_TYPES, GRADE_MARKS, gradeMark, letterStoredWith, readGrade } from './grade-marks';

/** A course as the CSV writes it (the remote's cached course fits). */
export interface CsvCourse {
  courseName: string;
  courseCode: string;
  credits: number;
  grade: string;
  isScience: boolean;
  semester: string;
  year: number;
  subject?: string | null;
  academicStatus?: string | null;
  termType?: string | null;
  creditType?: string | null;
  institution?: string | null;
  countsToward?: string | null;
}

interface CourseCsvColumn {
  /** What the column holds: a course field, or expectedGrade (the letter of an IP or Planned course). */
  field: keyof CsvCourse | 'expectedGrade';
  /** The header "Download CSV" writes; the import also takes the field's name. */
  header: string;
  required?: boolean;
  /** What the import dialog says a cell may hold. */
  accepts: string;
  /** The cell "Download CSV" writes; the field's text unless said. */
  write?: (course: CsvCourse) => string | number;
}

const MARKS = Object.values(GRADE_MARKS);
const isExpectingGrade = (creditType: string | null | undefined) =>
  EXPECTED_GRADE_TYPES.some((type) => type === creditType);

/**
 * A transcript CSV, written by "Download CSV" and read by Import Transcript: a header line names
 * the columns (in any order; others are ignored), one course per row. What one writes the other
 * reads back unchanged; a new course field is one line here. Empty optional cells are left out.
 */
export const COURSE_CSV_COLUMNS: readonly CourseCsvColumn[] = [
  { field: 'semester', header: 'Term', required: true, accepts: SEMESTERS.join(', ') },
  { field: 'year', header: 'Year', required: true, accepts: 'a year, e.g. 2024' },
  { field: 'courseCode', header: 'Course Code', required: true, accepts: 'text, e.g. CHEM 101' },
  { field: 'courseName', header: 'Course Title', required: true, accepts: 'text, e.g. General Chemistry I' },
  { field: 'credits', header: 'Credits', required: true, accepts: 'a number of credits, e.g. 3 or 3.5' },
  {
    field: 'grade',
    header: 'Grade',
    required: true,
    accepts: `a letter (A+ to F) or a mark: ${MARKS.join(', ')} (or Pass, In Progress...)`,
    write: gradeMark,
  },
  {
    field: 'isScience',
    header: 'Science',
    accepts: 'Yes or No (also true/false, Y/N, 1/0); No when empty',
    write: (course) => (course.isScience ? 'Yes' : 'No'),
  },
  {
    field: 'expectedGrade',
    header: 'Expected Grade',
    accepts: 'for IP and Planned courses: the letter you expect',
    write: (course) => (isExpectingGrade(course.creditType) ? course.grade : ''),
  },
  { field: 'subject', header: 'Subject', accepts: SUBJECT_NAMES.join(', ') },
  { field: 'academicStatus', header: 'Academic Status', accepts: ACADEMIC_STATUSES.join(', ') },
  { field: 'termType', header: 'Term Type', accepts: TERM_TYPES.join(', ') },
  { field: 'creditType', header: 'Credit Type', accepts: `${CREDIT_TYPES.join(', ')}; the Grade's mark when empty` },
  { field: 'institution', header: 'Institution', accepts: 'text' },
  {
    field: 'countsToward',
    header: 'Counts Toward',
    accepts: `${COUNTS_TOWARD_VALUES.join(', ')}; recognised when empty`,
  },
];
type CourseCsvField = CourseCsvColumn['field'];
export type CourseCsvRow = Partial<Record<CourseCsvField, string | undefined>>;

const compact = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
/** Other names a header may have besides the column's header and field. */
const ALSO_NAMED: Partial<Record<CourseCsvField, string[]>> = { isScience: ['science'], semester: ['semester'] };

/** The field a file's header names (any case and spacing: "Course Title", "courseName"), or undefined. */
export function courseCsvField(header: string): CourseCsvField | undefined {
  const name = compact(header);
  return COURSE_CSV_COLUMNS.find(({ field, header: written }) =>
    [field, written, ...(ALSO_NAMED[field] ?? [])].some((known) => compact(known) === name),
  )?.field;
}

/** The courses as the CSV's header and rows. */
export function courseCsvTable(courses: readonly CsvCourse[]): { header: string[]; rows: (string | number)[][] } {
  return {
    header: COURSE_CSV_COLUMNS.map((column) => column.header),
    rows: courses.map((course) =>
      COURSE_CSV_COLUMNS.map(({ field, write }) =>
        write ? write(course) : ((course[field as keyof CsvCourse] as string | number | null | undefined) ?? ''),
      ),
    ),
  };
}

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
