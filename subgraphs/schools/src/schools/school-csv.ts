import {
  BOOLEAN_CSV_COLUMNS,
  CSV_COLUMNS,
  NUMERIC_CSV_COLUMNS,
  type CsvColumn,
  type DentalSchoolCsvRow,
} from '@predental/schools-contract/dental-school-csv';

const NUMERIC_COLUMNS = new Set<CsvColumn>(NUMERIC_CSV_COLUMNS);
const BOOLEAN_COLUMNS = new Set<CsvColumn>(BOOLEAN_CSV_COLUMNS);

const text = (cell: string | null | undefined) => cell?.trim() || null;

/** Empty is null; currency signs and thousands separators ("$45,000") are allowed. Anything else non-numeric stays NaN for validation to refuse. */
const numeric = (cell: string | null | undefined) => {
  const value = text(cell);
  return value === null ? null : Number(value.replace(/[$,\s]/g, ''));
};

const flag = (cell: string | null | undefined) => ['true', '1'].includes(text(cell)?.toLowerCase() ?? '');

function typedCell(column: CsvColumn, cell: string | null | undefined) {
  if (NUMERIC_COLUMNS.has(column)) return numeric(cell);
  if (BOOLEAN_COLUMNS.has(column)) return flag(cell);
  return text(cell);
}

/**
 * A school's fields from one CSV row (an admin's import or the seed file), still to be validated
 * with dentalSchoolImportSchema; null for a row without a name, which the import skips.
 */
export function schoolFromCsvRow(row: DentalSchoolCsvRow): Record<CsvColumn, string | number | boolean | null> | null {
  if (!text(row.name)) return null;
  return Object.fromEntries(CSV_COLUMNS.map((column) => [column, typedCell(column, row[column])])) as Record<
    CsvColumn,
    string | number | boolean | null
  >;
}
