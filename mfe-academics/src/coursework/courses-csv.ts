import { csvText, type CsvCell } from '@predental/design/csv';
import type { CourseFieldsFragment } from '../gql/graphql';
import { coursesByTerm } from './course-terms';

/** The columns in the order an applicant copies them into the application service. */
const COLUMNS: [header: string, cell: (course: CourseFieldsFragment) => CsvCell][] = [
  ['Term', (c) => c.semester],
  ['Year', (c) => c.year],
  ['Course Code', (c) => c.courseCode],
  ['Course Title', (c) => c.courseName],
  ['Credits', (c) => c.credits],
  ['Grade', (c) => c.grade],
  ['Science', (c) => (c.isScience ? 'Yes' : 'No')],
];

/** The courses as CSV, oldest term first. */
export function coursesCsv(courses: readonly CourseFieldsFragment[]): string {
  const rows = coursesByTerm(courses).flatMap((term) => term.courses);
  return csvText(
    COLUMNS.map(([header]) => header),
    rows.map((course) => COLUMNS.map(([, cell]) => cell(course))),
  );
}
