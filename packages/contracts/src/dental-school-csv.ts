import { z } from 'zod';

/** SPEC §5 CSV import: a header line names the columns, one school per row. */
const NUMERIC_COLUMNS = ['tuition', 'tuitionNonResident', 'inStateTuition', 'programLength', 'scienceGpaAvg', 'overallGpaAvg', 'datAvg', 'acceptanceRate'] as const;
const BOOLEAN_COLUMNS = ['isPublic', 'hasAcceleratedProgram'] as const;
const TEXT_COLUMNS = ['key', 'name', 'state', 'city', 'websiteUrl', 'notes'] as const;

export const CSV_COLUMNS = [...TEXT_COLUMNS, ...NUMERIC_COLUMNS, ...BOOLEAN_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** One data row as the CSV parser gives it: column name to cell text. */
export type DentalSchoolCsvRow = Partial<Record<CsvColumn, string | null>>;

const text = (cell: string | null | undefined) => cell?.trim() || null;

/** Empty is null; currency signs and thousands separators ("$45,000") are allowed. Anything else non-numeric stays NaN for validation to refuse. */
const numeric = (cell: string | null | undefined) => {
  const value = text(cell);
  return value === null ? null : Number(value.replace(/[$,\s]/g, ''));
};

const flag = (cell: string | null | undefined) => ['true', '1'].includes(text(cell)?.toLowerCase() ?? '');

/**
 * A school's fields from one CSV row, still to be validated with dentalSchoolImportSchema;
 * null for a row without a name, which the import skips.
 */
export function schoolFromCsvRow(row: DentalSchoolCsvRow): Record<CsvColumn, string | number | boolean | null> | null {
  if (!text(row.name)) return null;
  const fields = {} as Record<CsvColumn, string | number | boolean | null>;
  for (const column of TEXT_COLUMNS) fields[column] = text(row[column]);
  for (const column of NUMERIC_COLUMNS) fields[column] = numeric(row[column]);
  for (const column of BOOLEAN_COLUMNS) fields[column] = flag(row[column]);
  return fields;
}

export const MAX_IMPORT_ROWS = 1000;

/** Spreadsheet tools may give numbers or booleans for cells; the conversion reads them as text. */
const cell = z
  .union([z.string().max(5000, 'A CSV cell must be at most 5000 characters'), z.number(), z.boolean(), z.null()], { error: 'A CSV cell must be text' })
  .transform((value) => (value === null ? null : String(value)))
  .optional();

/** POST /api/admin/dental-schools/import: the parsed CSV's data rows; unknown columns are ignored. */
export const csvImportSchema = z.object({
  rows: z
    .array(z.object(Object.fromEntries(CSV_COLUMNS.map((column) => [column, cell])) as Record<CsvColumn, typeof cell>), { error: 'rows must be a list of CSV rows' })
    .max(MAX_IMPORT_ROWS, `Import at most ${MAX_IMPORT_ROWS} rows at a time`),
});
