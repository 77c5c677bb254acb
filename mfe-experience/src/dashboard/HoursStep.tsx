import type { FirstStepProps } from '@predental/area-runtime/area';
import { FirstStep } from '@predental/area-runtime/FirstStep';
import { useExperienceSummary } from '../lib/experience-summary';

/** A first step on the dashboard: done once the student has logged shadowing or volunteer hours. */
export default function HoursStep({ reportDone }: FirstStepProps) {
  const { summary, error } = useExperienceSummary();
  const done = error ? null : summary && summary.shadowing.totalHours + summary.volunteer.totalHours > 0;
  return (
    <FirstStep to="/shadowing" done={done} reportDone={reportDone}>
      Log shadowing or volunteer hours
    </FirstStep>
  );
}
