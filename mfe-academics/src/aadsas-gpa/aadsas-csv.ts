import {
  ACADEMIC_STATUS_LABELS,
  CREDIT_TYPE_LABELS,
  type AcademicStatus,
  type CreditType,
} from '@predental/academics-contract/aadsas';
import { semesterRank } from '@predental/academics-contract/course-rules';
import { csvText, type CsvCell } from '@predental/design/csv';
import type { CourseFieldsFragment } from '../gql/graphql';

const label = <K extends string>(labels: Record<K, string>, value: string | null | undefined) =>
  value ? (labels[value as K] ?? value) : '';

/** The columns in the order AADSAS's transcript entry asks for them: the college, the term, then each course. */
const COLUMNS: [header: string, cell: (course: CourseFieldsFragment) => CsvCell][] = [
  ['Institution', (c) => c.institution ?? ''],
  ['Term Type', (c) => (c.termType === 'quarter' ? 'Quarter' : 'Semester')],
  ['Term', (c) => c.semester],
  ['Year', (c) => c.year],
  ['Academic Status', (c) => label<AcademicStatus>(ACADEMIC_STATUS_LABELS, c.academicStatus)],
  ['Course Code', (c) => c.courseCode],
  ['Course Title', (c) => c.courseName],
  ['Subject', (c) => c.subject ?? ''],
  ['Credits', (c) => c.credits],
  ['Credit Type', (c) => label<CreditType>(CREDIT_TYPE_LABELS, c.creditType ?? 'graded')],
  ['Grade', (c) => c.grade],
];

const termOrder = (a: CourseFieldsFragment, b: CourseFieldsFragment) =>
  a.year - b.year || semesterRank(a.semester) - semesterRank(b.semester);

/**
 * The courses as AADSAS asks for them (ADEA's transcript entry instructions): one college at a
 * time, the first attended first; within it term by term, oldest first; within a term by code.
 */
export function aadsasCoursesCsv(courses: readonly CourseFieldsFragment[]): string {
  const firstTerm = new Map<string, CourseFieldsFragment>();
  for (const course of [...courses].sort(termOrder))
    if (!firstTerm.has(course.institution ?? '')) firstTerm.set(course.institution ?? '', course);
  const institutions = [...firstTerm.keys()];
  const rows = [...courses].sort(
    (a, b) =>
      institutions.indexOf(a.institution ?? '') - institutions.indexOf(b.institution ?? '') ||
      termOrder(a, b) ||
      a.courseCode.localeCompare(b.courseCode),
  );
  return csvText(
    COLUMNS.map(([header]) => header),
    rows.map((course) => COLUMNS.map(([, cell]) => cell(course))),
  );
}
