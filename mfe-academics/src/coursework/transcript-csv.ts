import { courseCsvField, type CourseCsvRow } from '@predental/academics-contract/course-csv-columns';
import { plainCsvCell } from '@predental/design/csv';
import Papa from 'papaparse';

/**
 * The data rows of a transcript CSV (header line, quoted cells keep their commas), each cell under
 * the field its header names ("Course Title" or "courseName"); null when no column names the
 * course or the quotes are broken. A cell "Download CSV" guarded against formulas reads as written.
 */
export function parseTranscriptCsv(text: string): CourseCsvRow[] | null {
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => courseCsvField(header) ?? header.trim(),
  });
  if (parsed.errors.some((error) => error.type === 'Quotes') || !parsed.meta.fields?.includes('courseName'))
    return null;
  return parsed.data.map((cells) =>
    Object.fromEntries(
      Object.entries(cells).flatMap(([name, cell]) => {
        const field = courseCsvField(name);
        return field && cell !== undefined ? [[field, plainCsvCell(cell)]] : [];
      }),
    ),
  );
}
