import { errorToast, toastWrite, type AreaProps } from '@predental/area-runtime/area';
import type { CycleSettings } from '@predental/applications-contract/cycle';
import { SectionCard } from '@predental/design/Card';
import { QueryState } from '@predental/design/QueryState';
import { useApplicationCycle, useUpdateApplicationCycle } from './api/cycle';
import { CycleHeader } from './components/CycleHeader';
import { CycleSettingsForm } from './components/CycleSettingsForm';

/** /admin/application-cycle once its code has arrived: the cycle's settings, and their form. */
export default function CycleSettingsScreen({ notify }: AreaProps) {
  // Afresh on each visit: another admin may have changed it.
  const cycle = useApplicationCycle('network-only');
  const { save, saving } = useUpdateApplicationCycle();
  const settings = cycle.data?.applicationCycle;

  const saveSettings = (input: CycleSettings) =>
    toastWrite(notify, () => save(input), { title: 'Application cycle saved' });

  return (
    <>
      <CycleHeader />
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
