import {
  CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  type DentalSchoolCsvRow,
} from '@predental/schools-contract/dental-school-csv-columns';

/** Keeps each import request under the gateway's and the bridge's 100kb body limit. */
const MAX_CHUNK_BYTES = 90_000;

/** The columns of a figures CSV: the seed's school-figures.csv, each figure with its source. */
const FIGURE_COLUMNS = ['key', 'figure', 'value', 'scale', 'year', 'sourceKind', 'sourceUrl', 'note'] as const;
export type FigureCsvRow = Partial<Record<(typeof FIGURE_COLUMNS)[number], string>>;

/**
 * A CSV file's data rows with only the known columns (header line, quoted cells keep their
 * commas): a school CSV (SPEC §5, it has `name`) or a figures CSV (it has `figure`); null when
 * the file is neither. The parser's code (papaparse, 9 KB) is fetched with the first file, not with the list.
 */
export async function parseCsv(
  text: string,
): Promise<{ kind: 'schools'; rows: DentalSchoolCsvRow[] } | { kind: 'figures'; rows: FigureCsvRow[] } | null> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  if (parsed.errors.some((error) => error.type === 'Quotes')) return null;
  const fields = parsed.meta.fields ?? [];
  const known = (columns: readonly string[]) =>
    parsed.data.map((cells) =>
      Object.fromEntries(
        columns.filter((column) => cells[column] !== undefined).map((column) => [column, cells[column]]),
      ),
    );
  if (fields.includes('name')) return { kind: 'schools', rows: known(CSV_COLUMNS) };
  if (fields.includes('figure')) return { kind: 'figures', rows: known(FIGURE_COLUMNS) };
  return null;
}

/** Consecutive groups of rows, each small enough for one import request. */
export function importChunks<Row>(rows: Row[]): Row[][] {
  const chunks: Row[][] = [];
  let current: Row[] = [];
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
