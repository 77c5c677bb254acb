import { Badge } from '@predental/design/Badge';
import { formatCalendarDate } from '@predental/design/dates';
import { Inline } from '@predental/design/Page';
import { DataTable, RowActions, type RowEditing } from '@predental/design/Table';
import type { ReactNode } from 'react';
import { choiceLabel, entryText, type Entry, type LogKind } from '../../lib/entry-kind';

interface EntryTableProps {
  kind: LogKind;
  /** Shown in the order given (the subgraph sends newest date first). */
  entries: readonly Entry[];
  /** Without them the table is read-only (the printable application summary). */
  actions?: RowEditing<Entry>;
  label?: string;
}

export function EntryTable({ kind, entries, actions, label }: EntryTableProps) {
  const { choice, textFields } = kind;
  const [first] = textFields;
  const column = choice?.column;
  const headers = ['Date', ...(column ? [column] : []), ...textFields.map((field) => field.column), 'Hours', 'Notes'];

  /** A choice without a column, named only when it is not the usual one: a virtual visit says 'Virtual'. */
  const unusualChoice = (entry: Entry) => {
    if (!choice || column) return null;
    const value = entryText(entry, choice);
    return value && value !== choice.options[0]?.value ? choiceLabel(choice, value) : null;
  };
  const textCells = (entry: Entry): ReactNode[] =>
    textFields.map((field, index) => {
      const text = entryText(entry, field);
      const word = index === 0 ? unusualChoice(entry) : null;
      return word ? (
        <Inline $gap={6}>
          {text}
          <Badge variant="outline">{word}</Badge>
        </Inline>
      ) : (
        text
      );
    });

  return (
    <DataTable
      aria-label={label}
      headers={actions ? [...headers, 'Actions'] : headers}
      rows={entries}
      rowKey={(entry) => entry.id}
      cells={(entry) => {
        const cells = [
          formatCalendarDate(entry.date),
          ...(column && choice ? [choiceLabel(choice, entryText(entry, choice))] : []),
          ...textCells(entry),
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
