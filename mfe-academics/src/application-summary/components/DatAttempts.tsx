import { useId } from 'react';
import { formatTestDate } from '@predental/contracts/dates';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { Muted } from '@predental/design/Page';
import { DAT_COLUMNS } from '../../dashboard/DatTable';
import type { ListedDatScore } from '../../dat/api/dat-scores';
import { Subheading } from './Subheading';

/** Every attempt newest first, with the dashboard DAT table's columns. */
export function DatAttempts({ scores }: { scores: ListedDatScore[] }) {
  const titleId = useId();
  return (
    <>
      <Subheading id={titleId}>DAT Attempts</Subheading>
      {scores.length === 0 ? (
        <Muted>No DAT scores recorded yet</Muted>
      ) : (
        <Table aria-labelledby={titleId}>
          <THead>
            <Tr>
              <Th>Date</Th>
              {DAT_COLUMNS.map(([label]) => (
                <Th key={label}>{label}</Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {scores.map((score) => (
              <Tr key={score.id}>
                <Td>{formatTestDate(score.testDate)}</Td>
                {DAT_COLUMNS.map(([label, field]) => (
                  <Td key={label}>{score[field]}</Td>
                ))}
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </>
  );
}
