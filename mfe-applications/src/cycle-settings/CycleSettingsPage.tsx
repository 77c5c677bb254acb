import { errorToast, toastWrite, type AreaProps } from '@predental/area-runtime/area';
import type { CycleSettings } from '@predental/applications-contract/cycle';
import { SectionCard } from '@predental/design/Card';
import { PageHeader } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { Navigate } from 'react-router-dom';
import { useApplicationCycle, useUpdateApplicationCycle } from './api/cycle';
import { CycleSettingsForm } from './components/CycleSettingsForm';

/** /admin/application-cycle: admins set the cycle every student's applications follow; others go to the dashboard. */
export default function CycleSettingsPage({ user, notify }: AreaProps) {
  if (!user.isAdmin) return <Navigate to="/dashboard" replace />;
  return <CycleSettingsScreen notify={notify} />;
}

function CycleSettingsScreen({ notify }: Pick<AreaProps, 'notify'>) {
  // Afresh on each visit: another admin may have changed it.
  const cycle = useApplicationCycle('network-only');
  const { save, saving } = useUpdateApplicationCycle();
  const settings = cycle.data?.applicationCycle;

  const saveSettings = (input: CycleSettings) =>
    toastWrite(notify, () => save(input), { title: 'Application cycle saved' });

  return (
    <>
      <PageHeader
        title="Application Cycle"
        subtitle="The dates, response windows and AADSAS fees every student's applications follow, each with its source."
      />
      <SectionCard named title="Cycle settings">
        <QueryState what="the cycle's settings" query={cycle}>
          {settings && (
            <CycleSettingsForm
              key={JSON.stringify(settings)}
              settings={settings}
              saving={saving}
              onSave={(input) => void saveSettings(input)}
              onFail={(error) => notify(errorToast(error))}
            />
          )}
        </QueryState>
      </SectionCard>
    </>
  );
}
