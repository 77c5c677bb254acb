import type { FirstStepProps } from '@predental/area-runtime/area';
import { FirstStep } from '@predental/area-runtime/FirstStep';
import { useFavoriteSchools } from '../application-summary';

/** A first step on the dashboard: done once the student has saved a school among their favorites. */
export default function FavoritesStep({ reportDone }: FirstStepProps) {
  const { data, error } = useFavoriteSchools();
  const done = error ? null : data && data.favoriteSchools.length > 0;
  return (
    <FirstStep to="/dental-schools" done={done} reportDone={reportDone}>
      Save schools you like to your favorites
    </FirstStep>
  );
}
