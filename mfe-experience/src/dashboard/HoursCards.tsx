import type { AreaProps } from '@predental/area-runtime/area';
import { CardGrid } from '@predental/design/Page';
import { StatCard } from '@predental/design/StatCard';
import { RetryLine } from '@predental/design/QueryState';
import { useExperienceSummary } from '../lib/experience-summary';
import { SHADOWING } from '../shadowing';
import { VOLUNTEER } from '../volunteer';

/** Dashboard widget: the Shadowing Hours and Volunteer Hours cards of SPEC §2 /dashboard (total plus hours this month). */
export default function HoursCards(_props: AreaProps) {
  const { summary, loading, error, refetch } = useExperienceSummary();
  return (
    <>
      <CardGrid>
        {[SHADOWING, VOLUNTEER].map((kind) => {
          const totals = error ? undefined : summary?.[kind.name];
          const value = loading ? '…' : totals ? totals.totalHours : 'N/A';
          return (
            <StatCard
              key={kind.name}
              title={kind.pageTitle}
              value={value}
              description={totals && `${totals.hoursThisMonth} hours this month`}
            />
          );
        })}
      </CardGrid>
      {error && <RetryLine what="your hours" onRetry={() => void refetch()} />}
    </>
  );
}
