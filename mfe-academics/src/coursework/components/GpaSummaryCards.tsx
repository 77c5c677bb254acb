import { CardGrid } from '@predental/design/Page';
import { RetryLine } from '@predental/design/QueryState';
import { StatCard } from '@predental/design/StatCard';
import type { AcademicSummary } from '../api/courses';

interface Props {
  /** Absent while the summary loads, or when it `failed`: never a 0.00 the student did not earn. */
  gpa?: AcademicSummary['gpa'];
  failed?: boolean;
  /** Reads the summary again after it `failed`. */
  onRetry?: () => void;
}

/** SPEC's cards; which courses each counts is said under it (the credit-type rule, grade-marks.ts). */
export function GpaSummaryCards({ gpa, failed = false, onRetry }: Props) {
  // As the dashboard's GPA cards say it: '…' while loading, 'N/A' when the summary could not be read.
  const show = (value: number | undefined, text: (value: number) => string) =>
    value !== undefined ? text(value) : failed ? 'N/A' : '…';
  const twoDecimals = (value: number) => value.toFixed(2);
  return (
    <>
      <CardGrid>
        <StatCard
          title="Overall GPA"
          value={show(gpa?.overall, twoDecimals)}
          description="Letter grades, weighted by credits (not P, AP, IB, CLEP, W, IP, Planned)"
        />
        <StatCard title="Science GPA" value={show(gpa?.science, twoDecimals)} description="Science courses only" />
        <StatCard
          title="Total Credits"
          value={show(gpa?.totalCredits, String)}
          description="Credits earned: W, WF, IP and Planned courses are not counted"
        />
      </CardGrid>
      {failed && onRetry && <RetryLine what="your GPA" onRetry={onRetry} />}
    </>
  );
}
