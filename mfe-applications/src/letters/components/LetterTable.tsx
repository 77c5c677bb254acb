import { formatCalendarDate } from '@predental/design/dates';
import { Select } from '@predental/design/Select';
import { DataTable, RowActions, type RowEditing } from '@predental/design/Table';
import styled from 'styled-components';
import type { LetterFieldsFragment } from '../../gql/graphql';
import { STATUSES, kindLabel, roleLabel } from '../letter-words';

type Letter = LetterFieldsFragment;

interface LetterTableProps {
  letters: readonly Letter[];
  actions: RowEditing<Letter> & { onStatus: (letter: Letter, status: string) => void };
}

/** Wide enough for the longest status, so the table scrolls rather than cut it. */
const StatusSelect = styled(Select)`
  min-width: 132px;
`;

const HEADERS = ['Evaluator', 'Role', 'Kind', 'Status', 'Requested', 'Completed', 'Waived', 'Actions'];

/** Every letter, its status changed in place (the step a student records most). */
export function LetterTable({ letters, actions }: LetterTableProps) {
  return (
    <DataTable
      aria-label="Letters of evaluation"
      headers={HEADERS}
      rows={letters}
      rowKey={(letter) => letter.id}
      cells={(letter) => [
        letter.evaluatorName,
        roleLabel(letter.role),
        kindLabel(letter.kind),
        <StatusSelect
          aria-label={`Status of ${letter.evaluatorName}`}
          value={letter.status}
          onChange={(event) => actions.onStatus(letter, event.target.value)}
        >
          {STATUSES.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </StatusSelect>,
        formatCalendarDate(letter.requestedOn),
        formatCalendarDate(letter.completedOn),
        letter.waived ? 'Yes' : 'No',
        <RowActions
          name={letter.evaluatorName}
          onEdit={() => actions.onEdit(letter)}
          onDelete={() => actions.onDelete(letter)}
        />,
      ]}
    />
  );
}
