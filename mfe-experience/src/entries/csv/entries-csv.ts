import type { Entry, EntryKind } from '../entry-kind';

/** The application service's experience section, in the order its form asks. */
export const CSV_HEADER = ['Experience Type', 'Organization', 'Contact', 'Start Date', 'End Date', 'Hours', 'Description'];

/**
 * One CSV cell. Text a spreadsheet would run as a formula gets a leading apostrophe, so notes
 * such as "=HYPERLINK(…)" or "-2 hours late" stay text; quotes, commas and line breaks are quoted.
 */
function csvCell(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number)[]) => cells.map(csvCell).join(',');

/** An entry is one day: it starts and ends on its date (already YYYY-MM-DD). */
function entryCells(kind: EntryKind, entry: Entry): (string | number)[] {
  const { experienceType, organization, contact } = kind.applicationFields(entry);
  return [experienceType, organization, contact, entry.date, entry.date, entry.hours, entry.notes ?? ''];
}

/** A kind's entries as CSV (RFC 4180 line ends), oldest first; the BOM lets Excel read accents. */
export function entriesCsv(kind: EntryKind, entries: readonly Entry[]): string {
  const oldestFirst = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  const lines = [csvLine(CSV_HEADER), ...oldestFirst.map((entry) => csvLine(entryCells(kind, entry)))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** shadowing-hours.csv, volunteer-hours.csv */
export const csvFileName = (kind: EntryKind) => `${kind.name}-hours.csv`;
