// The import's columns and bound, apart from its schema (./dental-school-csv): the admin's
// school list reads a CSV file's header without zod.

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
