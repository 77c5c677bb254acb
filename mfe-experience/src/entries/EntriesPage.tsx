import { errorToast, type AreaProps } from '@predental/contracts/area';
import { goalProgress, totalHours } from '@predental/contracts/hours';
import { Button } from '@predental/design/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { ConfirmDialog } from '@predental/design/Dialog';
import { LoadError } from '@predental/design/LoadError';
import { CardGrid, EmptyState, EmptyTitle, Muted, PageHeader, Sections } from '@predental/design/Page';
import { useState } from 'react';
import { useEntries, useEntryMutations } from './api/entries';
import { useGoals, useUpdateGoals } from './api/goals';
import { EntryDialog } from './components/EntryDialog';
import { EntryTable } from './components/EntryTable';
import { GoalDialog } from './components/GoalDialog';
import { ProgressCard } from './components/ProgressCard';
import { RecentList } from './components/RecentList';
import type { Entry, EntryKind } from './entry-kind';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; entry: Entry };

/** SPEC §9: the activity card shows the first 3 entries. */
const RECENT_ACTIVITY = 3;

/** /shadowing and /volunteer (SPEC §2): progress toward the goal, recent activity, every entry with add/edit/delete. */
export function EntriesPage({ kind, notify }: AreaProps & { kind: EntryKind }) {
  const list = useEntries(kind);
  const { goals } = useGoals();
  const { addEntry, updateEntry, deleteEntry, saving, deleting } = useEntryMutations(kind);
  const { updateGoals, saving: savingGoal } = useUpdateGoals();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Entry | null>(null);
  const [settingGoal, setSettingGoal] = useState(false);

  const save = async (input: object) => {
    try {
      if (editing.mode === 'edit') {
        await updateEntry(editing.entry.id, input);
        notify({ title: `${kind.noun} experience updated successfully` });
      } else {
        await addEntry(input);
        notify({ title: `${kind.noun} experience added successfully` });
      }
      setEditing({ mode: 'closed' });
    } catch (error) {
      notify(errorToast(error));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteEntry(toDelete.id);
      notify({ title: `${kind.noun} experience deleted successfully` });
      setToDelete(null);
    } catch (error) {
      notify(errorToast(error));
    }
  };

  const saveGoal = async (goal: number) => {
    try {
      await updateGoals({ [kind.goalField]: goal });
      notify({ title: 'Goal Updated', description: `Your ${kind.name} goal has been updated successfully` });
      setSettingGoal(false);
    } catch (error) {
      notify(errorToast(error));
    }
  };

  const { entries } = list;
  const goal = goals?.[kind.goalField] ?? null;
  const total = totalHours(entries);

  return (
    <>
      <PageHeader title={kind.pageTitle} subtitle={kind.subtitle} action={<Button onClick={() => setEditing({ mode: 'add' })}>Add New {kind.noun}</Button>} />
      <Sections>
        <CardGrid>
          <ProgressCard kind={kind} totalHours={total} goal={goal} percent={goalProgress(total, goal)} onSetGoal={() => setSettingGoal(true)} />
          <Card>
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
            </CardHeader>
            <CardContent>
              {entries.length === 0 ? <Muted>No recent activity</Muted> : <RecentList kind={kind} entries={entries.slice(0, RECENT_ACTIVITY)} />}
            </CardContent>
          </Card>
        </CardGrid>
        <Card>
          <CardHeader>
            <CardTitle>All Entries</CardTitle>
            <CardDescription>Newest first.</CardDescription>
          </CardHeader>
          <CardContent>
            {list.loading ? (
              <Muted role="status">Loading {kind.name} experiences...</Muted>
            ) : list.error ? (
              <LoadError what={`${kind.name} experiences`} message={list.error.message} onRetry={() => void list.refetch()} />
            ) : entries.length === 0 ? (
              <EmptyState>
                <EmptyTitle>No {kind.name} experiences yet</EmptyTitle>
                <Muted>Add your first {kind.name} experience to start tracking your hours.</Muted>
              </EmptyState>
            ) : (
              <EntryTable kind={kind} entries={entries} onEdit={(entry) => setEditing({ mode: 'edit', entry })} onDelete={setToDelete} />
            )}
          </CardContent>
        </Card>
      </Sections>
      <EntryDialog
        kind={kind}
        open={editing.mode !== 'closed'}
        entry={editing.mode === 'edit' ? editing.entry : undefined}
        saving={saving}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        onSave={save}
        onDelete={(entry) => {
          setEditing({ mode: 'closed' });
          setToDelete(entry);
        }}
      />
      <GoalDialog kind={kind} open={settingGoal} goal={goal} saving={savingGoal} onOpenChange={setSettingGoal} onSave={saveGoal} notify={notify} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Are you sure?"
        description={`This will permanently delete this ${kind.name} experience.`}
        pending={deleting}
        onConfirm={confirmDelete}
      />
    </>
  );
}
