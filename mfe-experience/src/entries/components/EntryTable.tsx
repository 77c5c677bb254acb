import { formatCalendarDate } from '@predental/design/dates';
import { DataTable, RowActions, type RowEditing } from '@predental/design/Table';
import { entryText, type Entry, type EntryKind } from '../../lib/entry-kind';

interface EntryTableProps {
  kind: EntryKind;
  /** Shown in the order given (the subgraph sends newest date first). */
  entries: readonly Entry[];
  /** Without them the table is read-only (the printable application summary). */
  actions?: RowEditing<Entry>;
  label?: string;
}

export function EntryTable({ kind, entries, actions, label }: EntryTableProps) {
  const [first] = kind.textFields;
  const headers = ['Date', ...kind.textFields.map((field) => field.column), 'Hours', 'Notes'];
  return (
    <DataTable
      aria-label={label}
      headers={actions ? [...headers, 'Actions'] : headers}
      rows={entries}
      rowKey={(entry) => entry.id}
      cells={(entry) => {
        const cells = [
          formatCalendarDate(entry.date),
          ...kind.textFields.map((field) => entryText(entry, field)),
          entry.hours,
          entry.notes,
        ];
        if (!actions) return cells;
        // Names the row for screen readers: 'Dr. Smith, Jun 15, 2024'.
        const name = `${first ? entryText(entry, first) : kind.noun}, ${formatCalendarDate(entry.date)}`;
        return [
          ...cells,
          <RowActions name={name} onEdit={() => actions.onEdit(entry)} onDelete={() => actions.onDelete(entry)} />,
        ];
      }}
    />
  );
}
