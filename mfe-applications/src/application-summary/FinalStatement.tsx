import type { AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { formatAmount } from '@predental/design/numbers';
import { Muted } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { DataTable } from '@predental/design/Table';
import { useApplicationCycle } from '../cycle-settings';
import { useStatements } from '../personal-statement';

/**
 * The application summary's personal statement: each statement's final version and its length
 * against the limit. Busy, and its loading line, until the statements and the limit have come.
 */
export default function FinalStatement(_props: AreaProps) {
  const list = useStatements();
  const cycle = useApplicationCycle();
  const limit = cycle.data?.applicationCycle.statementLimit;
  const waiting = (list.loading && !list.data) || (cycle.loading && !cycle.data);
  return (
    <SectionCard named title="Personal Statement" aria-busy={waiting}>
      <QueryState
        what="personal statements"
        // The limit's answer is awaited too: the lengths drawn with '…' would widen the table when it came.
        query={waiting ? { ...list, loading: true, data: undefined } : list}
        empty={list.statements.length === 0 && <Muted>No personal statement yet</Muted>}
      >
        <DataTable
          aria-label="Personal statements"
          headers={['Statement', 'Final version']}
          rows={list.statements}
          rowKey={(statement) => statement.id}
          cells={({ title, finalVersion }) => [
            title,
            finalVersion
              ? `${formatAmount(finalVersion.characters)} of ${limit === undefined ? '…' : formatAmount(limit)} characters`
              : 'No final version yet',
          ]}
        />
      </QueryState>
    </SectionCard>
  );
}
