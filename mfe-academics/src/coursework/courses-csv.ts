import { courseCsvTable } from '@predental/academics-contract/course-csv-columns';
import { csvText } from '@predental/design/csv';
import type { CourseFieldsFragment } from '../gql/graphql';
import { coursesByTerm } from './course-terms';

/**
 * The courses as CSV, oldest term first, in the columns Import Transcript reads back
 * (course-csv.ts): SPEC's in the order an applicant copies them, then the AADSAS details.
 */
export function coursesCsv(courses: readonly CourseFieldsFragment[]): string {
  const { header, rows } = courseCsvTable(coursesByTerm(courses).flatMap((term) => term.courses));
  return csvText(header, rows);
}
