import type { Course } from '@predental/contracts/course';
import { csvText, type CsvCell } from '@predental/design/csv';
import { coursesByTerm } from './course-terms';

/** The columns in the order an applicant copies them into the application service. */
const COLUMNS: [header: string, cell: (course: Course) => CsvCell][] = [
  ['Term', (c) => c.semester],
  ['Year', (c) => c.year],
  ['Course Code', (c) => c.courseCode],
  ['Course Title', (c) => c.courseName],
  ['Credits', (c) => c.credits],
  ['Grade', (c) => c.grade],
  ['Science', (c) => (c.isScience ? 'Yes' : 'No')],
];

/** The courses as CSV, oldest term first. */
export function coursesCsv(courses: readonly Course[]): string {
  const rows = coursesByTerm(courses).flatMap((term) => term.courses);
  return csvText(
    COLUMNS.map(([header]) => header),
    rows.map((course) => COLUMNS.map(([, cell]) => cell(course))),
  );
}
