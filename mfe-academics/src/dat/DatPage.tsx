import type { AreaProps } from '@predental/area-runtime/area';
import type { DatScoreInput } from '@predental/academics-contract/dat';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { useEditing } from '@predental/area-runtime/use-editing';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { QueryState } from '@predental/design/QueryState';
import { SectionsInOrder } from '@predental/design/SectionsInOrder';
import type { DatScoreFieldsFragment } from '../gql/graphql';
import { useDatScoreMutations, useDatScores } from './api/dat-scores';
import { DatHeader } from './components/DatHeader';
import { DatScoreTable } from './components/DatScoreTable';
import { LatestDatScore } from './components/LatestDatScore';
import { lazy } from 'react';

// The dialogs' code (Radix's dialog, the form library) is fetched when one first opens, not with the page.
const DatScoreDialog = lazy(() =>
  import('./components/DatScoreDialog').then(({ DatScoreDialog }) => ({ default: DatScoreDialog })),
);
const DeleteConfirm = lazy(() =>
  import('@predental/area-runtime/EditDialog').then(({ DeleteConfirm }) => ({ default: DeleteConfirm })),
);

/** /dat (SPEC §2): the latest attempt, every attempt newest first, add/edit/delete. */
export default function DatPage({ notify }: AreaProps) {
  const scores = useDatScores();
  const { saving, deleting, ...writes } = useDatScoreMutations();
  const edit = useEditing<DatScoreFieldsFragment, DatScoreInput>({ what: 'DAT score', ...writes, notify });

  const list = scores.data?.datScores ?? [];
  const latest = list[0];
  // While the scores load, the latest score's card holds its place; the list under it shows once they came.
  const loading = scores.loading && !scores.data;

  return (
    <>
      <DatHeader action={<Button onClick={() => edit.openAdd()}>Add New Score</Button>} />
      <SectionsInOrder>
        {(latest || loading) && <LatestDatScore score={latest} />}
        <SectionCard title="All Attempts" description="Newest test first.">
          <QueryState
            what="DAT scores"
            query={scores}
            emptyTitle="No DAT scores recorded yet"
            empty={list.length === 0 && 'Add a score to track your progress toward your target.'}
          >
            <DatScoreTable scores={list} onEdit={edit.openEdit} onDelete={edit.askDelete} />
          </QueryState>
        </SectionCard>
      </SectionsInOrder>
      <WhenFirstOpened open={edit.isOpen}>
        <DatScoreDialog editing={edit} saving={saving} />
      </WhenFirstOpened>
      <WhenFirstOpened open={edit.toDelete !== null}>
        <DeleteConfirm
          editing={edit}
          pending={deleting}
          description="This will permanently delete this DAT score entry."
        />
      </WhenFirstOpened>
    </>
  );
}
