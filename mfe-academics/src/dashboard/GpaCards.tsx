import type { AreaProps } from '@predental/area-runtime/area';
import { useGpaSummary } from '../coursework';
import { CardGrid } from '@predental/design/Page';
import { StatCard } from '@predental/design/StatCard';
import { RetryLine } from '@predental/design/QueryState';

/** Dashboard widget: the two GPA cards of SPEC §2 /dashboard. */
export default function GpaCards(_props: AreaProps) {
  const { data, loading, error, refetch } = useGpaSummary();
  const gpa = data?.academicSummary.gpa;
  const show = (value: number | undefined) => (loading ? '…' : error || value === undefined ? 'N/A' : value.toFixed(2));
  return (
    <>
      <CardGrid>
        <StatCard
          title="Overall GPA"
          value={show(gpa?.overall)}
          description={gpa ? `${gpa.totalCredits} credits` : undefined}
        />
        <StatCard title="Science GPA" value={show(gpa?.science)} description="Science courses only" />
      </CardGrid>
      {error && <RetryLine what="your GPA" onRetry={() => void refetch()} />}
    </>
  );
}
