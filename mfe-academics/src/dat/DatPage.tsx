import type { AreaProps } from '@predental/contracts/area';
import type { DatScoreInput } from '@predental/contracts/dat';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { ConfirmDialog } from '@predental/design/Dialog';
import { useState } from 'react';
import { LoadError } from '@predental/design/LoadError';
import { EmptyState, EmptyTitle, Muted, PageHeader, Sections } from '@predental/design/Page';
import { errorToast } from '@predental/contracts/area';
import { useDatScoreMutations, useDatScores, type ListedDatScore } from './api/dat-scores';
import { DatScoreDialog } from './components/DatScoreDialog';
import { DatScoreTable } from './components/DatScoreTable';
import { LatestDatScore } from './components/LatestDatScore';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; score: ListedDatScore };

/** /dat (SPEC §2): the latest attempt, every attempt newest first, add/edit/delete. */
export default function DatPage({ notify }: AreaProps) {
  const scores = useDatScores();
  const { addDatScore, updateDatScore, deleteDatScore, saving, deleting } = useDatScoreMutations();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<ListedDatScore | null>(null);

  const save = async (input: DatScoreInput) => {
    try {
      if (editing.mode === 'edit') {
        await updateDatScore(editing.score.id, input);
        notify({ title: 'DAT score updated successfully' });
      } else {
        await addDatScore(input);
        notify({ title: 'DAT score added successfully' });
      }
      setEditing({ mode: 'closed' });
    } catch (error) {
      notify(errorToast(error));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteDatScore(toDelete.id);
      notify({ title: 'DAT score deleted successfully' });
      setToDelete(null);
    } catch (error) {
      notify(errorToast(error));
    }
  };

  const list = scores.data?.datScores ?? [];
  const latest = list[0];

  return (
    <>
      <PageHeader
        title="DAT Scores"
        subtitle="Record your DAT attempts on the 600-point scale."
        action={<Button onClick={() => setEditing({ mode: 'add' })}>Add New Score</Button>}
      />
      <Sections>
        {latest && <LatestDatScore score={latest} />}
        <Card>
          <CardHeader>
            <CardTitle>All Attempts</CardTitle>
            <CardDescription>Newest test first.</CardDescription>
          </CardHeader>
          <CardContent>
            {scores.loading ? (
              <Muted role="status">Loading DAT scores...</Muted>
            ) : scores.error ? (
              <LoadError what="DAT scores" message={scores.error.message} onRetry={() => void scores.refetch()} />
            ) : list.length === 0 ? (
              <EmptyState>
                <EmptyTitle>No DAT scores recorded yet</EmptyTitle>
                <Muted>Add a score to track your progress toward your target.</Muted>
              </EmptyState>
            ) : (
              <DatScoreTable scores={list} onEdit={(score) => setEditing({ mode: 'edit', score })} onDelete={setToDelete} />
            )}
          </CardContent>
        </Card>
      </Sections>
      <DatScoreDialog
        open={editing.mode !== 'closed'}
        score={editing.mode === 'edit' ? editing.score : undefined}
        saving={saving}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        onSave={save}
        onDelete={(score) => {
          setEditing({ mode: 'closed' });
          setToDelete(score);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Are you sure?"
        description="This will permanently delete this DAT score entry."
        pending={deleting}
        onConfirm={confirmDelete}
      />
    </>
  );
}
