import { CSV_COLUMNS, MAX_IMPORT_ROWS, type DentalSchoolCsvRow } from '@predental/contracts/dental-school-csv';
import Papa from 'papaparse';

/** Keeps each import request under the gateway's and the bridge's 100kb body limit. */
const MAX_CHUNK_BYTES = 90_000;

/**
 * The data rows of a school CSV (SPEC §5: header line, quoted cells keep their commas), with
 * only the known columns; null when the file is not a usable CSV.
 */
export function parseSchoolCsv(text: string): DentalSchoolCsvRow[] | null {
  const parsed = Papa.parse<Record<string, string | undefined>>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim() });
  const unreadable = parsed.errors.some((error) => error.type === 'Quotes');
  if (unreadable || !parsed.meta.fields?.includes('name')) return null;
  return parsed.data.map((cells) => Object.fromEntries(CSV_COLUMNS.filter((column) => cells[column] !== undefined).map((column) => [column, cells[column]])));
}

/** Consecutive groups of rows, each small enough for one import request. */
export function importChunks(rows: DentalSchoolCsvRow[]): DentalSchoolCsvRow[][] {
  const chunks: DentalSchoolCsvRow[][] = [];
  let current: DentalSchoolCsvRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length;
    if (current.length > 0 && (bytes + size > MAX_CHUNK_BYTES || current.length === MAX_IMPORT_ROWS)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
