import { COURSE_CSV_COLUMNS, type CourseCsvRow } from '@predental/academics-contract/course-csv';
import Papa from 'papaparse';

/** The data rows of a transcript CSV (header line, quoted cells keep their commas); null when it has no courseName column or broken quotes. */
export function parseTranscriptCsv(text: string): CourseCsvRow[] | null {
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  if (parsed.errors.some((error) => error.type === 'Quotes') || !parsed.meta.fields?.includes('courseName'))
    return null;
  return parsed.data.map((cells) =>
    Object.fromEntries(
      COURSE_CSV_COLUMNS.filter((column) => cells[column] !== undefined).map((column) => [column, cells[column]]),
    ),
  );
}
