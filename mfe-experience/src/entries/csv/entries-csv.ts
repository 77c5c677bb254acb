import { csvText, type CsvCell } from '@predental/design/csv';
import type { Entry, EntryKind } from '../../lib/entry-kind';

/** The application service's experience section, in the order its form asks. */
const CSV_HEADER = ['Experience Type', 'Organization', 'Contact', 'Start Date', 'End Date', 'Hours', 'Description'];

/** An entry is one day: it starts and ends on its date (already YYYY-MM-DD). */
function entryCells(kind: EntryKind, entry: Entry): CsvCell[] {
  const { experienceType, organization, contact } = kind.applicationFields(entry);
  return [experienceType, organization, contact, entry.date, entry.date, entry.hours, entry.notes ?? ''];
}

/**
 * The order an application lists experiences in (the subgraph sends newest first). YYYY-MM-DD dates
 * sort by code point; localeCompare would load the locale's collation as the summary draws.
 */
export const oldestFirst = (entries: readonly Entry[]) =>
  [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** A kind's entries as CSV, oldest first. */
export function entriesCsv(kind: EntryKind, entries: readonly Entry[]): string {
  return csvText(
    CSV_HEADER,
    oldestFirst(entries).map((entry) => entryCells(kind, entry)),
  );
}

/** shadowing-hours.csv, volunteer-hours.csv */
export const csvFileName = (kind: EntryKind) => `${kind.name}-hours.csv`;
