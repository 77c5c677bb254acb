import { z } from 'zod';
import { CSV_COLUMNS, MAX_IMPORT_ROWS, type CsvColumn } from './dental-school-csv-columns';

export * from './dental-school-csv-columns';

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
