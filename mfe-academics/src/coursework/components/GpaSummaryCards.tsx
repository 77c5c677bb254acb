import { CardGrid } from '@predental/design/Page';
import { StatCard } from '@predental/design/StatCard';
import type { AcademicSummary } from '../api/courses';

/** What the cards show before the summary's answer. */
export const NO_GPA = { overall: 0, science: 0, totalCredits: 0 };

/** SPEC's cards; which courses each counts is said under it (the credit-type rule, grade-marks.ts). */
export function GpaSummaryCards({ gpa }: { gpa: AcademicSummary['gpa'] }) {
  return (
    <CardGrid>
      <StatCard
        title="Overall GPA"
        value={gpa.overall.toFixed(2)}
        description="Letter grades, weighted by credits (not P, AP, IB, CLEP, W, IP, Planned)"
      />
      <StatCard title="Science GPA" value={gpa.science.toFixed(2)} description="Science courses only" />
      <StatCard
        title="Total Credits"
        value={gpa.totalCredits}
        description="Credits earned: W, WF, IP and Planned courses are not counted"
      />
    </CardGrid>
  );
}
