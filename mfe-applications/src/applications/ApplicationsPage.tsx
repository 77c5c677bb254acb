import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import { ButtonLink } from '@predental/design/ButtonLink';
import { SectionCard } from '@predental/design/Card';
import { todayIso } from '@predental/design/dates';
import { Muted } from '@predental/design/Page';
import { SectionsInOrder } from '@predental/design/SectionsInOrder';
import { QueryState } from '@predental/design/QueryState';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { lazy, useCallback, useState } from 'react';
import { ApplicationsCsvButton } from '../application-summary';
import { MyCycleCards } from '../my-cycle';
import { useApplications, useApplicationWrites, useSchoolNames } from './api/applications';
import { AddSchoolForm } from './components/AddSchoolForm';
import { ApplicationsHeader } from './components/ApplicationsHeader';
import { ApplicationViews } from './components/ApplicationViews';
import { stageLabel } from './stages';

// The dialogs' code (Radix's dialog, the form library) is fetched when one first opens, not with the page.
const ApplicationDialog = lazy(() =>
  import('./components/ApplicationDialog').then(({ ApplicationDialog }) => ({ default: ApplicationDialog })),
);
const ConfirmDialog = lazy(() =>
  import('@predental/design/Dialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
);

/** /applications: every school the student applies to, as a table or a board by stage, each with its details. */
export default function ApplicationsPage({ notify }: AreaProps) {
  const list = useApplications();
  const directory = useSchoolNames();
  const writes = useApplicationWrites();
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);

  const { applications } = list;
  // Busy until answered: the cards after a busy one show once it has drawn, so none is pushed down.
  const busy = (query: { loading: boolean; data?: unknown }) => query.loading && !query.data;
  const open = applications.find((application) => application.id === openId) ?? null;
  // The same function each render, so the list's views are not drawn again for another query's answer.
  const onOpen = useCallback((application: { id: string }) => setOpenId(application.id), []);

  /** Runs a write; a toast either way. */
  const attempt = (write: () => Promise<unknown>, success: { title: string; description: string }) =>
    toastWrite(notify, write, success);

  const addSchool = (schoolId: string) => {
    const name = directory.schools.find((school) => school.id === schoolId)?.name ?? 'The school';
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

  return (
    <>
      <ApplicationsHeader />
      <SectionsInOrder>
        <SectionCard
          title="Add a school"
          description="Schools from the directory you have not added yet."
          aria-busy={busy(directory)}
        >
          <QueryState what="schools" query={directory}>
            <AddSchoolForm
              schools={directory.schools}
              appliedTo={new Set(applications.map((application) => application.schoolId))}
              adding={writes.adding}
              onAdd={addSchool}
            />
          </QueryState>
        </SectionCard>
        <SectionCard
          title="My applications"
          action={<ApplicationsCsvButton applications={applications} />}
          aria-busy={busy(list)}
        >
          <QueryState
            what="applications"
            query={list}
            emptyTitle="No applications yet"
            empty={
              applications.length === 0 && (
                <>
                  <Muted>
                    Add a school above, or use “Add to my applications” in the Dental Schools explorer, then record each
                    step as it happens.
                  </Muted>
                  <ButtonLink to="/dental-schools" $variant="outline">
                    Open the Dental Schools explorer
                  </ButtonLink>
                </>
              )
            }
          >
            <ApplicationViews applications={applications} today={todayIso()} onOpen={onOpen} />
          </QueryState>
        </SectionCard>
        <MyCycleCards notify={notify} />
      </SectionsInOrder>
      <WhenFirstOpened open={open !== null}>
        <ApplicationDialog
          application={open}
          onClose={() => setOpenId(null)}
          removingEvent={writes.recording}
          onRecord={async (input) => {
            // A refusal is thrown to the form, which shows it under its fields.
            await writes.addEvent(open!.id, input);
            notify({ title: 'Event recorded', description: `${stageLabel(input.kind)} was recorded` });
          }}
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
      </WhenFirstOpened>
      <WhenFirstOpened open={confirmingRemove}>
        <ConfirmDialog
          open={confirmingRemove}
          onCancel={() => setConfirmingRemove(false)}
          onConfirm={() => void remove()}
          title="Are you sure?"
          description={`This will permanently remove your application to ${open?.schoolName ?? 'this school'} and its events.`}
          confirmLabel="Remove"
          pending={writes.removing}
        />
      </WhenFirstOpened>
    </>
  );
}
