import { Muted, Subheading } from '@predental/design/Page';
import { DataTable } from '@predental/design/Table';
import styled from 'styled-components';
import { EntryTable, oldestFirst } from '../../entries';
import type { Entry, EntryKind } from '../../lib/entry-kind';
import type { KindTotals } from '../../lib/experience-summary';

/** Keeps the totals and the entries apart, so they do not read as one table. */
const Tables = styled.div`
  display: grid;
  gap: 16px;
`;

/** One kind's totals, then its entries. */
export function KindSection({ kind, totals, entries }: { kind: EntryKind; totals: KindTotals; entries: Entry[] }) {
  return (
    <>
      <Subheading>{kind.noun}</Subheading>
      <Tables>
        <TotalsTable kind={kind} totals={totals} entryCount={entries.length} />
        {entries.length === 0 ? (
          <Muted>No {kind.name} experiences yet</Muted>
        ) : (
          <EntryTable kind={kind} entries={oldestFirst(entries)} label={`${kind.noun} entries`} />
        )}
      </Tables>
    </>
  );
}

function TotalsTable({ kind, totals, entryCount }: { kind: EntryKind; totals: KindTotals; entryCount: number }) {
  return (
    <DataTable
      aria-label={`${kind.noun} totals`}
      headers={['Total Hours', 'Entries', 'Goal', 'Progress']}
      rows={[totals]}
      cells={({ totalHours, goal, progressPercent }) => [
        totalHours,
        entryCount,
        goal === null ? 'Not set' : `${goal} hours`,
        goal === null ? 'N/A' : `${progressPercent}%`,
      ]}
    />
  );
}
