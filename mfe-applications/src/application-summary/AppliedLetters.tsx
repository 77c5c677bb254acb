import { letterCountText } from '@predental/applications-contract/letter-rules';
import type { AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { DataTable } from '@predental/design/Table';
import { roleLabel, statusLabel, useLetters } from '../letters';

/** The application summary's letters of evaluation: who writes, in what role, and where each stands; busy until it has them. */
export default function AppliedLetters(_props: AreaProps) {
  const list = useLetters();
  const { letters } = list;
  const loading = list.loading && !list.data;
  return (
    <SectionCard
      named
      title="Letters of evaluation"
      // No count before the letters: '…', never '0 of 4'.
      description={loading ? '…' : letterCountText(letters)}
      aria-busy={loading}
    >
      <QueryState what="letters" query={list} empty={letters.length === 0 && <Muted>No letters yet</Muted>}>
        <DataTable
          aria-label="Letters of evaluation"
          headers={['Evaluator', 'Role', 'Status']}
          rows={letters}
          rowKey={(letter) => letter.id}
          cells={(letter) => [letter.evaluatorName, roleLabel(letter.role), statusLabel(letter.status)]}
        />
      </QueryState>
    </SectionCard>
  );
}
