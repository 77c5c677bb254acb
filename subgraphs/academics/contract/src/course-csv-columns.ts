/*
 * The transcript CSV's columns, and the table "Download CSV" writes, without zod: the coursework
 * screen writes its CSV with them and loads no zod before a transcript is imported (issue 41).
 * course-csv.ts reads a CSV back with the course schema.
 */
import { SUBJECT_NAMES } from '@predental/contracts/aadsas-subjects';
import { ACADEMIC_STATUSES, CREDIT_TYPES, TERM_TYPES } from './aadsas';
import { COUNTS_TOWARD_VALUES } from './course-kinds';
import { SEMESTERS } from './course-rules';
import { EXPECTED_GRADE_TYPES, GRADE_MARKS, gradeMark } from './grade-marks';

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

export const MARKS = Object.values(GRADE_MARKS);
export const isExpectingGrade = (creditType: string | null | undefined) =>
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
export type CourseCsvField = CourseCsvColumn['field'];
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
