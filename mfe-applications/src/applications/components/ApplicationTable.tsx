import { Button } from '@predental/design/Button';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import styled from 'styled-components';
import type { Sort, SortColumn } from '../application-order';
import { dollars } from '../money';
import { nextDeadline } from '../next-deadline';
import { DeadlineText } from './DeadlineText';
import type { ApplicationsShown } from './shown';
import { StageBadge } from './StageBadge';

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radiusSm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const SORTABLE: { column: SortColumn; label: string }[] = [
  { column: 'school', label: 'School' },
  { column: 'stage', label: 'Stage' },
  { column: 'deadline', label: 'Next deadline' },
];

function SortHeader({ column, label, sort, onSort }: { column: SortColumn; label: string } & SortProps) {
  const active = sort.column === column;
  const direction = sort.descending ? 'descending' : 'ascending';
  return (
    <Th aria-sort={active ? direction : 'none'}>
      <SortButton type="button" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.descending ? ' ↓' : ' ↑') : ' ↕'}</span>
      </SortButton>
    </Th>
  );
}

interface SortProps {
  sort: Sort;
  onSort: (column: SortColumn) => void;
}

/** One row per application; a column header sorts by it (again: the other way). */
export function ApplicationTable({ applications, today, sort, onSort, onOpen }: SortProps & ApplicationsShown) {
  return (
    <Table aria-label="My applications">
      <THead>
        <Tr>
          {SORTABLE.map((header) => (
            <SortHeader key={header.column} {...header} sort={sort} onSort={onSort} />
          ))}
          <Th>Supplemental fee</Th>
          <Th>Deposit</Th>
          <Th>Actions</Th>
        </Tr>
      </THead>
      <TBody>
        {applications.map((application) => (
          <Tr key={application.id}>
            <Td>{application.schoolName}</Td>
            <Td>
              <StageBadge stage={application.stage} />
            </Td>
            <Td>
              <DeadlineText deadline={nextDeadline(application, today)} />
            </Td>
            <Td>{dollars(application.supplementalFee)}</Td>
            <Td>{dollars(application.deposit)}</Td>
            <Td>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Details of ${application.schoolName}`}
                onClick={() => onOpen(application)}
              >
                Details
              </Button>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
