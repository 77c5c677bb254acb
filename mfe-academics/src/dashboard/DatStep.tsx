import type { FirstStepProps } from '@predental/area-runtime/area';
import { FirstStep } from '@predental/area-runtime/FirstStep';
import { useDatScores } from '../dat';

/** A first step on the dashboard: done once the student has recorded a DAT score. */
export default function DatStep({ reportDone }: FirstStepProps) {
  const { data, error } = useDatScores();
  const done = error ? null : data && data.datScores.length > 0;
  return (
    <FirstStep to="/dat" done={done} reportDone={reportDone}>
      Record a DAT score
    </FirstStep>
  );
}
