import { errorToast, type AreaProps } from '@predental/area-runtime/area';
import { SectionCard } from '@predental/design/Card';
import { todayIso } from '@predental/design/dates';
import { ConfirmDialog } from '@predental/design/Dialog';
import { FormField } from '@predental/design/FormField';
import { Empty, PageHeader, Sections } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { Select } from '@predental/design/Select';
import { TabPanels } from '@predental/design/Tabs';
import { useState } from 'react';
import styled from 'styled-components';
import { ApplicationsCsvButton } from '../application-summary';
import { MyCycleCards } from '../my-cycle';
import { useApplications, useApplicationWrites, useSchoolNames } from './api/applications';
import { sortApplications, type Sort, type SortColumn } from './application-order';
import { AddSchoolForm } from './components/AddSchoolForm';
import { ApplicationBoard } from './components/ApplicationBoard';
import { ApplicationDialog } from './components/ApplicationDialog';
import { ApplicationTable } from './components/ApplicationTable';
import { STAGES, stageLabel } from './stages';

const StageFilter = styled.div`
  max-width: 280px;
  margin-bottom: 16px;
`;

/** /applications: every school the student applies to, as a table or a board by stage, each with its details. */
export default function ApplicationsPage({ notify }: AreaProps) {
  const list = useApplications();
  const { schools } = useSchoolNames();
  const writes = useApplicationWrites();
  const [stage, setStage] = useState('');
  const [sort, setSort] = useState<Sort>({ column: 'school', descending: false });
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const today = todayIso();

  const { applications } = list;
  const open = applications.find((application) => application.id === openId) ?? null;
  const shown = sortApplications(
    applications.filter((application) => !stage || application.stage === stage),
    sort,
    today,
  );
  const onSort = (column: SortColumn) =>
    setSort((current) => ({ column, descending: current.column === column && !current.descending }));

  /** Runs a write; a toast either way. */
  const attempt = async (write: () => Promise<unknown>, success: { title: string; description: string }) => {
    try {
      await write();
      notify(success);
      return true;
    } catch (error) {
      notify(errorToast(error));
      return false;
    }
  };

  const addSchool = (schoolId: string) => {
    const name = schools.find((school) => school.id === schoolId)?.name ?? 'The school';
    return attempt(() => writes.add(schoolId), {
      title: 'Application added',
      description: `${name} is in your applications`,
    });
  };

  const remove = async () => {
    if (!open) return;
    const removed = await attempt(() => writes.remove(open.id), {
      title: 'Application removed',
      description: `${open.schoolName} was removed from your applications`,
    });
    setConfirmingRemove(false);
    if (removed) setOpenId(null);
  };

  const filterAndViews = (
    <>
      <StageFilter>
        <FormField label="Stage">
          {(props) => (
            <Select
              {...props}
              value={stage}
              onChange={(event) => setStage(event.target.value)}
              emptyOption="All stages"
            >
              {STAGES.map(({ kind, label }) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </StageFilter>
      <TabPanels
        label="View"
        tabs={[
          {
            value: 'table',
            label: 'Table',
            content: (
              <ApplicationTable
                applications={shown}
                today={today}
                sort={sort}
                onSort={onSort}
                onOpen={(application) => setOpenId(application.id)}
              />
            ),
          },
          {
            value: 'board',
            label: 'Board',
            content: (
              <ApplicationBoard
                applications={shown}
                today={today}
                onOpen={(application) => setOpenId(application.id)}
              />
            ),
          },
        ]}
      />
    </>
  );

  return (
    <>
      <PageHeader
        title="Applications"
        subtitle="Every school you apply to this cycle: where each stands, its next deadline and what it costs."
      />
      <Sections>
        <SectionCard title="Add a school" description="Schools from the directory you have not added yet.">
          <AddSchoolForm
            schools={schools}
            appliedTo={new Set(applications.map((application) => application.schoolId))}
            adding={writes.adding}
            onAdd={addSchool}
          />
        </SectionCard>
        <SectionCard
          title="My applications"
          description={stage ? `At stage: ${stageLabel(stage)}.` : undefined}
          action={<ApplicationsCsvButton applications={applications} />}
        >
          <QueryState
            what="applications"
            query={list}
            empty={
              applications.length === 0 && (
                <Empty title="No applications yet">
                  Add a school above, or use “Add to my applications” in the Dental Schools explorer, then record each
                  step as it happens.
                </Empty>
              )
            }
          >
            {filterAndViews}
          </QueryState>
        </SectionCard>
        <MyCycleCards notify={notify} />
      </Sections>
      <ApplicationDialog
        application={open}
        onClose={() => setOpenId(null)}
        removingEvent={writes.recording}
        onRecord={(input) => writes.addEvent(open!.id, input)}
        onRemoveEvent={(event) =>
          void attempt(() => writes.removeEvent(open!.id, event.id), {
            title: 'Event removed',
            description: `${stageLabel(event.kind)} was removed`,
          })
        }
        onSaveDetails={(changes) =>
          attempt(() => writes.update(open!.id, changes), {
            title: 'Application updated',
            description: `${open!.schoolName} was updated`,
          })
        }
        onRemove={() => setConfirmingRemove(true)}
      />
      <ConfirmDialog
        open={confirmingRemove}
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => void remove()}
        title="Are you sure?"
        description={`This will permanently remove your application to ${open?.schoolName ?? 'this school'} and its events.`}
        confirmLabel="Remove"
        pending={writes.removing}
      />
    </>
  );
}
