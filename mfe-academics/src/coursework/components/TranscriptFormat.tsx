import { COURSE_CSV_COLUMNS, courseCsvTable } from '@predental/academics-contract/course-csv-columns';
import { csvText } from '@predental/design/csv';
import { DataTable } from '@predental/design/Table';

/** The template's example rows: a graded science course, a pass course and one in progress. */
const EXAMPLES = [
  { courseName: 'General Chemistry I', courseCode: 'CHEM 101', credits: 4, grade: 'A-', isScience: true },
  {
    courseName: 'Public Speaking',
    courseCode: 'COMM 110',
    credits: 3,
    grade: 'A',
    creditType: 'pass',
    isScience: false,
  },
  {
    courseName: 'Biochemistry',
    courseCode: 'BCHM 301',
    credits: 3,
    grade: 'B+',
    creditType: 'in-progress',
    isScience: true,
  },
].map((course) => ({
  semester: 'Fall',
  year: 2024,
  subject: null,
  academicStatus: null,
  termType: null,
  institution: null,
  ...course,
}));

/** A CSV with the columns Import Transcript reads and three example courses, to fill in. */
export const transcriptTemplateCsv = () => {
  const { header, rows } = courseCsvTable(EXAMPLES);
  return csvText(header, rows);
};

/** The columns the import reads, which it needs and what each may hold. */
export function TranscriptFormat() {
  return (
    <DataTable
      aria-label="Transcript columns"
      headers={['Column', 'Required', 'Accepts']}
      rows={[...COURSE_CSV_COLUMNS]}
      rowKey={(column) => column.field}
      cells={(column) => [
        column.header === column.field ? column.header : `${column.header} (or ${column.field})`,
        column.required ? 'Required' : 'Optional',
        column.accepts,
      ]}
    />
  );
}
