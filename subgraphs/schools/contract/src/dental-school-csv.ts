import { z } from 'zod';

/** The columns whose cell is a number (empty is null), and those whose cell is a yes or no; every other one is text. */
export const NUMERIC_CSV_COLUMNS = [
  'tuition',
  'tuitionNonResident',
  'inStateTuition',
  'programLength',
  'scienceGpaAvg',
  'overallGpaAvg',
  'datAvg',
  'acceptanceRate',
] as const;
export const BOOLEAN_CSV_COLUMNS = ['isPublic', 'hasAcceleratedProgram'] as const;

/** SPEC §5 CSV import: a header line names the columns, one school per row; other columns are ignored. */
export const CSV_COLUMNS = [
  'key',
  'name',
  'state',
  'city',
  'websiteUrl',
  'notes',
  ...NUMERIC_CSV_COLUMNS,
  ...BOOLEAN_CSV_COLUMNS,
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** One data row as the CSV parser gives it: column name to cell text. The schools subgraph reads the cells. */
export type DentalSchoolCsvRow = Partial<Record<CsvColumn, string | null>>;

export const MAX_IMPORT_ROWS = 1000;

/** Spreadsheet tools may give numbers or booleans for cells; the conversion reads them as text. */
const cell = z
  .union([z.string().max(5000, 'A CSV cell must be at most 5000 characters'), z.number(), z.boolean(), z.null()], {
    error: 'A CSV cell must be text',
  })
  .transform((value) => (value === null ? null : String(value)))
  .optional();

/** POST /api/admin/dental-schools/import: the parsed CSV's data rows; unknown columns are ignored. */
export const csvImportSchema = z.object({
  rows: z
    .array(
      z.object(Object.fromEntries(CSV_COLUMNS.map((column) => [column, cell])) as Record<CsvColumn, typeof cell>),
      { error: 'rows must be a list of CSV rows' },
    )
    .max(MAX_IMPORT_ROWS, `Import at most ${MAX_IMPORT_ROWS} rows at a time`),
});
