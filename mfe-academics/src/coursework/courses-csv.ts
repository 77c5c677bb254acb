import type { Course } from '@predental/contracts/course';
import { coursesByTerm } from './course-terms';

/** The columns in the order an applicant copies them into the application service. */
const COLUMNS: [header: string, cell: (course: Course) => string | number][] = [
  ['Term', (c) => c.semester],
  ['Year', (c) => c.year],
  ['Course Code', (c) => c.courseCode],
  ['Course Title', (c) => c.courseName],
  ['Credits', (c) => c.credits],
  ['Grade', (c) => c.grade],
  ['Science', (c) => (c.isScience ? 'Yes' : 'No')],
];

/**
 * One CSV cell. Text a spreadsheet would run as a formula gets a leading apostrophe, so a
 * course titled "=HYPERLINK(…)" stays text; quotes, commas and line breaks are quoted.
 */
function csvCell(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number)[]) => cells.map(csvCell).join(',');

/** The courses as CSV (RFC 4180 line ends), oldest term first; the BOM lets Excel read accents. */
export function coursesCsv(courses: readonly Course[]): string {
  const rows = coursesByTerm(courses).flatMap((term) => term.courses);
  const lines = [csvLine(COLUMNS.map(([header]) => header)), ...rows.map((course) => csvLine(COLUMNS.map(([, cell]) => cell(course))))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
