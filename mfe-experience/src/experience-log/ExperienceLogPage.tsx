import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import { useEditing } from '@predental/area-runtime/use-editing';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { QueryState } from '@predental/design/QueryState';
import { SectionsInOrder } from '@predental/design/SectionsInOrder';
import { experienceTypeName as typeName, LOGGED_TYPES } from '@predental/experience-contract/experience-type-names';
import { useState } from 'react';
import { DeleteConfirm, EntryDialog, EntryTable, GoalDialog, useEntries, useEntryMutations } from '../entries';
import type { Entry, EntryInput } from '../lib/entry-kind';
import { useExperienceSummary, type TypeTotals } from '../lib/experience-summary';
import { useSetTypeGoal } from './api/type-goals';
import { TypeHoursTable } from '../hours-by-type';
import { ExperienceLogHeader } from './components/ExperienceLogHeader';
import { TypeHoursOverTime, TypeHoursOverTimeLoading } from './components/TypeHoursOverTime';
import { EXPERIENCE_LOG } from './experience-log-kind';

const isLogged = (totals: TypeTotals) => (LOGGED_TYPES as readonly string[]).includes(totals.type);
/** A type as the goal dialog names it: 'Set Research Goal', 'your research goal'. */
const goalKind = (type: string) => ({ noun: typeName(type), name: typeName(type).toLowerCase() });

/** /experiences/log: hours of the AADSAS types SPEC does not log, day by day, with a goal per type. */
export default function ExperienceLogPage({ notify }: AreaProps) {
  const list = useEntries(EXPERIENCE_LOG);
  const { summary, error: summaryError } = useExperienceSummary();
  const { saving, deleting, ...writes } = useEntryMutations(EXPERIENCE_LOG);
  const edit = useEditing<Entry, EntryInput>({ what: 'Experience hours', ...writes, notify });
  const { setTypeGoal, saving: savingGoal } = useSetTypeGoal();
  const [goalOf, setGoalOf] = useState<TypeTotals | null>(null);
  const rows = summary?.byType.filter(isLogged) ?? [];
  const { entries } = list;
  // While the totals (or the logs) load, the type table's rows and the chart's card hold their place,
  // busy: the cards under a busy one show once it has drawn (issue 41).
  const summaryLoading = !summary && !summaryError;
  const chartLoading = !list.error && !summaryError && !(list.data && summary);

  const saveGoal = async ({ type }: TypeTotals, goal: number) => {
    const updated = await toastWrite(notify, () => setTypeGoal(type, goal), {
      title: 'Goal Updated',
      description: `Your ${goalKind(type).name} goal has been updated successfully`,
    });
    if (updated) setGoalOf(null);
  };

  return (
    <>
      <ExperienceLogHeader action={<Button onClick={() => edit.openAdd()}>Add New Experience</Button>} />
      <SectionsInOrder>
        <SectionCard
          title="Hours by Type"
          description="Each type's hours, against a goal where you set one."
          aria-busy={summaryLoading}
        >
          <TypeHoursTable rows={rows} loadingTypes={summaryLoading ? LOGGED_TYPES : undefined} onSetGoal={setGoalOf} />
        </SectionCard>
        {list.data && rows.length > 0 ? (
          <TypeHoursOverTime entries={entries} rows={rows} />
        ) : (
          chartLoading && <TypeHoursOverTimeLoading />
        )}
        <SectionCard title="All Entries" description="Newest first.">
          <QueryState
            what="experience hours"
            query={list}
            emptyTitle="No experience hours yet"
            empty={entries.length === 0 && 'Add research, employment or other hours to see them here.'}
          >
            <EntryTable
              kind={EXPERIENCE_LOG}
              entries={entries}
              actions={{ onEdit: edit.openEdit, onDelete: edit.askDelete }}
            />
          </QueryState>
        </SectionCard>
      </SectionsInOrder>
      <WhenFirstOpened open={edit.isOpen}>
        <EntryDialog kind={EXPERIENCE_LOG} editing={edit} saving={saving} />
      </WhenFirstOpened>
      <WhenFirstOpened open={goalOf !== null}>
        {goalOf && (
          <GoalDialog
            kind={goalKind(goalOf.type)}
            open
            goal={goalOf.goal ?? null}
            saving={savingGoal}
            onOpenChange={(open) => !open && setGoalOf(null)}
            onSave={(goal) => void saveGoal(goalOf, goal)}
            notify={notify}
          />
        )}
      </WhenFirstOpened>
      <DeleteConfirm
        editing={edit}
        pending={deleting}
        description="This will permanently delete these experience hours."
      />
    </>
  );
}
