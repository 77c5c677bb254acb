// The CSV a spreadsheet opens, written in the browser (the remotes' downloads) and by the REST bridge (/api exports).

export type CsvCell = string | number;

/** How text a spreadsheet would run as a formula starts (after the apostrophes that guard it). */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * One CSV cell. Text a spreadsheet would run as a formula gets a leading apostrophe, so a
 * title or note such as "=HYPERLINK(…)" stays text; quotes, commas and line breaks are quoted.
 */
function csvCell(value: CsvCell): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell read back as written: the apostrophe csvCell put before formula text (or a guarded one) is taken off. */
export const plainCsvCell = (text: string): string =>
  /^'/.test(text) && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

const csvLine = (cells: readonly CsvCell[]) => cells.map(csvCell).join(',');

/** A header and rows as CSV (RFC 4180 line ends); the BOM lets Excel read accents. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[csvLine(header), ...rows.map(csvLine)].join('\r\n')}\r\n`;
}
