import type { AreaProps } from '@predental/remote-build/area';
import type { DatScoreInput } from '@predental/contracts/dat';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { ConfirmDialog } from '@predental/design/Dialog';
import { useEditing } from '@predental/remote-build/use-editing';
import { QueryState } from '@predental/design/LoadError';
import { Empty, PageHeader, Sections } from '@predental/design/Page';
import type { DatScoreFieldsFragment } from '../gql/graphql';
import { useDatScoreMutations, useDatScores } from './api/dat-scores';
import { DatScoreDialog } from './components/DatScoreDialog';
import { DatScoreTable } from './components/DatScoreTable';
import { LatestDatScore } from './components/LatestDatScore';


/** /dat (SPEC §2): the latest attempt, every attempt newest first, add/edit/delete. */
export default function DatPage({ notify }: AreaProps) {
  const scores = useDatScores();
  const { addDatScore, updateDatScore, deleteDatScore, saving, deleting } = useDatScoreMutations();
  const edit = useEditing<DatScoreFieldsFragment, DatScoreInput>({ what: 'DAT score', add: addDatScore, update: updateDatScore, remove: deleteDatScore, notify });

  const list = scores.data?.datScores ?? [];
  const latest = list[0];

  return (
    <>
      <PageHeader
        title="DAT Scores"
        subtitle="Record your DAT attempts on the 600-point scale."
        action={<Button onClick={() => edit.openAdd()}>Add New Score</Button>}
      />
      <Sections>
        {latest && <LatestDatScore score={latest} />}
        <Card>
          <CardHeader>
            <CardTitle>All Attempts</CardTitle>
            <CardDescription>Newest test first.</CardDescription>
          </CardHeader>
          <CardContent>
            <QueryState what="DAT scores" query={scores} empty={list.length === 0 && <Empty title="No DAT scores recorded yet">Add a score to track your progress toward your target.</Empty>}>
              <DatScoreTable scores={list} onEdit={edit.openEdit} onDelete={edit.askDelete} />
            </QueryState>
          </CardContent>
        </Card>
      </Sections>
      <DatScoreDialog
        open={edit.isOpen}
        score={edit.item}
        saving={saving}
        onOpenChange={(open) => !open && edit.close()}
        onSave={edit.save}
        onDelete={edit.askDelete}
      />
      <ConfirmDialog
        open={edit.toDelete !== null}
        onOpenChange={(open) => !open && edit.cancelDelete()}
        title="Are you sure?"
        description="This will permanently delete this DAT score entry."
        pending={deleting}
        onConfirm={edit.confirmDelete}
      />
    </>
  );
}
