import { formatTestDate } from '@predental/design/dates';
import { Button } from '@predental/design/Button';
import { RowActions } from '@predental/design/Page';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { Tooltip } from '@predental/design/Tooltip';
import { entryText, type Entry, type EntryKind } from '../entry-kind';

interface EntryTableProps {
  kind: EntryKind;
  /** Shown in the order given (the subgraph sends newest date first). */
  entries: readonly Entry[];
  /** Without them the table is read-only (the printable application summary). */
  actions?: { onEdit: (entry: Entry) => void; onDelete: (entry: Entry) => void };
  label?: string;
}

export function EntryTable({ kind, entries, actions, label }: EntryTableProps) {
  const [first] = kind.textFields;
  return (
    <Table aria-label={label}>
      <THead>
        <Tr>
          <Th>Date</Th>
          {kind.textFields.map((field) => (
            <Th key={field.name}>{field.column}</Th>
          ))}
          <Th>Hours</Th>
          <Th>Notes</Th>
          {actions && <Th>Actions</Th>}
        </Tr>
      </THead>
      <TBody>
        {entries.map((entry) => {
          // Names the row for screen readers: 'Dr. Smith, Jun 15, 2024'.
          const name = `${first ? entryText(entry, first) : kind.noun}, ${formatTestDate(entry.date)}`;
          return (
            <Tr key={entry.id}>
              <Td>{formatTestDate(entry.date)}</Td>
              {kind.textFields.map((field) => (
                <Td key={field.name}>{entryText(entry, field)}</Td>
              ))}
              <Td>{entry.hours}</Td>
              <Td>{entry.notes}</Td>
              {actions && (
                <Td>
                  <RowActions>
                    <Tooltip label={`Edit ${name}`}>
                      <Button variant="ghost" size="sm" onClick={() => actions.onEdit(entry)}>
                        Edit
                      </Button>
                    </Tooltip>
                    <Tooltip label={`Delete ${name}`}>
                      <Button variant="ghost" size="sm" onClick={() => actions.onDelete(entry)}>
                        Delete
                      </Button>
                    </Tooltip>
                  </RowActions>
                </Td>
              )}
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
