import type { AreaProps } from '@predental/area-runtime/area';
import { ButtonLink } from '@predental/design/ButtonLink';
import { SectionCard } from '@predental/design/Card';
import { LoadError } from '@predental/design/QueryState';
import { Muted } from '@predental/design/Page';
import { TypeHoursTable, withHours } from '../hours-by-type';
import { useExperienceSummary } from '../lib/experience-summary';

/** Dashboard widget: the hours of every AADSAS type the student has logged or aims at, in AADSAS's order. */
export default function HoursByType(_props: AreaProps) {
  const { summary, error, refetch } = useExperienceSummary();
  const rows = withHours(summary?.byType ?? []);
  return (
    <SectionCard
      named
      title="Hours by Type"
      description="Every kind of hours, as AADSAS names them."
      action={
        <ButtonLink to="/experiences" $variant="outline" $size="sm">
          AADSAS Experiences
        </ButtonLink>
      }
    >
      {error ? (
        <LoadError what="hours" message={error.message} onRetry={() => void refetch()} />
      ) : !summary ? (
        <Muted role="status">Loading...</Muted>
      ) : rows.length === 0 ? (
        <Muted>No hours logged yet.</Muted>
      ) : (
        <TypeHoursTable rows={rows} />
      )}
    </SectionCard>
  );
}
