import type { AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { DataTable } from '@predental/design/Table';
import { useApplicationCycle } from '../cycle-settings';
import { useStatements } from '../personal-statement';

/** The application summary's personal statement: each statement's final version and its length against the limit. */
export default function FinalStatement(_props: AreaProps) {
  const list = useStatements();
  const cycle = useApplicationCycle();
  const limit = cycle.data?.applicationCycle.statementLimit;
  return (
    <SectionCard named title="Personal Statement">
      <QueryState
        what="personal statements"
        query={list}
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
              ? `${finalVersion.characters.toLocaleString('en-US')} of ${limit?.toLocaleString('en-US') ?? '…'} characters`
              : 'No final version yet',
          ]}
        />
      </QueryState>
    </SectionCard>
  );
}
