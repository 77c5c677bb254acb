import { CardGrid } from '@predental/design/Page';
import { StatCard } from '@predental/design/StatCard';
import type { AcademicSummary } from '../api/courses';

export function GpaSummaryCards({ gpa }: { gpa: AcademicSummary['gpa'] }) {
  return (
    <CardGrid>
      <StatCard title="Overall GPA" value={gpa.overall.toFixed(2)} description="All courses, weighted by credits" />
      <StatCard title="Science GPA" value={gpa.science.toFixed(2)} description="Science courses only" />
      <StatCard title="Total Credits" value={gpa.totalCredits} description="Sum of all course credits" />
    </CardGrid>
  );
}
