import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { useEditing } from '@predental/area-runtime/use-editing';
import { QueryState } from '@predental/design/QueryState';
import { CardGrid, Muted, PageHeader } from '@predental/design/Page';
import { SectionsInOrder } from '@predental/design/SectionsInOrder';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { useState } from 'react';
import { HoursOverTimeCard } from '../hours-over-time';
import { useEntries, useEntryMutations } from './api/entries';
import { useExperienceSummary } from '../lib/experience-summary';
import { useUpdateGoals } from './api/goals';
import { EntryTable } from './components/EntryTable';
import { DeleteConfirm, EntryDialog, GoalDialog } from './components/lazy-dialogs';
import { ProgressCard } from './components/ProgressCard';
import { RecentList } from './components/RecentList';
import { DownloadCsvButton } from '@predental/design/DownloadCsvButton';
import { csvFileName, entriesCsv } from './csv/entries-csv';
import type { Entry, EntryInput, EntryKind } from '../lib/entry-kind';

/** SPEC §9: the activity card shows the first 3 entries. */
const RECENT_ACTIVITY = 3;

/** /shadowing and /volunteer (SPEC §2): progress toward the goal, recent activity, every entry with add/edit/delete. */
export function EntriesPage({ kind, notify }: AreaProps & { kind: EntryKind }) {
  const list = useEntries(kind);
  const { summary, error: summaryError, refetch: readSummaryAgain } = useExperienceSummary();
  const { saving, deleting, ...writes } = useEntryMutations(kind);
  const { updateGoals, saving: savingGoal } = useUpdateGoals();
  const [settingGoal, setSettingGoal] = useState(false);
  const edit = useEditing<Entry, EntryInput>({ what: `${kind.noun} experience`, ...writes, notify });

  const saveGoal = async (goal: number) => {
    const updated = await toastWrite(notify, () => updateGoals({ [kind.goalField]: goal }), {
      title: 'Goal Updated',
      description: `Your ${kind.name} goal has been updated successfully`,
    });
    if (updated) setSettingGoal(false);
  };

  const { entries } = list;
  const totals = summary?.[kind.name];
  // Each card is busy until its answers came; those under a busy one show once it has drawn (issue 41).
  const hoursLoading = !summaryError && !list.error && !(list.data && totals);
  const goal = totals?.goal ?? null;

  return (
    <>
      <PageHeader
        title={kind.pageTitle}
        subtitle={kind.subtitle}
        action={<Button onClick={() => edit.openAdd()}>Add New {kind.noun}</Button>}
      />
      <SectionsInOrder>
        <CardGrid>
          <ProgressCard
            kind={kind}
            totals={totals}
            failed={Boolean(summaryError)}
            onRetry={() => void readSummaryAgain()}
            onSetGoal={() => setSettingGoal(true)}
          />
          <SectionCard title="Recent Activity" aria-busy={list.loading && !list.data}>
            <QueryState
              what="recent activity"
              query={list}
              empty={entries.length === 0 && <Muted>No recent activity</Muted>}
            >
              <RecentList kind={kind} entries={entries.slice(0, RECENT_ACTIVITY)} />
            </QueryState>
          </SectionCard>
        </CardGrid>
        {list.data && totals ? (
          <HoursOverTimeCard kind={kind} entries={entries} totals={totals} />
        ) : (
          hoursLoading && <HoursOverTimeCard kind={kind} entries={[]} />
        )}
        <SectionCard
          title="All Entries"
          description="Newest first."
          action={
            <DownloadCsvButton
              fileName={csvFileName(kind)}
              rowCount={entries.length}
              csv={() => entriesCsv(kind, entries)}
            />
          }
        >
          <QueryState
            what={`${kind.name} experiences`}
            query={list}
            emptyTitle={`No ${kind.name} experiences yet`}
            empty={entries.length === 0 && `Add your first ${kind.name} experience to start tracking your hours.`}
          >
            <EntryTable kind={kind} entries={entries} actions={{ onEdit: edit.openEdit, onDelete: edit.askDelete }} />
          </QueryState>
        </SectionCard>
      </SectionsInOrder>
      <WhenFirstOpened open={edit.isOpen}>
        <EntryDialog kind={kind} editing={edit} saving={saving} />
      </WhenFirstOpened>
      <WhenFirstOpened open={settingGoal}>
        <GoalDialog
          kind={kind}
          open={settingGoal}
          goal={goal}
          saving={savingGoal}
          onOpenChange={setSettingGoal}
          onSave={saveGoal}
          notify={notify}
        />
      </WhenFirstOpened>
      <DeleteConfirm
        editing={edit}
        pending={deleting}
        description={`This will permanently delete this ${kind.name} experience.`}
      />
    </>
  );
}
