import { CardGrid } from '@predental/design/Page';
import { StatCard } from '@predental/design/StatCard';
import type { AcademicSummaryQuery } from '../../gql/graphql';

export function GpaSummaryCards({ gpa }: { gpa: AcademicSummaryQuery['academicSummary']['gpa'] }) {
  return (
    <CardGrid>
      <StatCard title="Overall GPA" value={gpa.overall.toFixed(2)} description="All courses, weighted by credits" />
      <StatCard title="Science GPA" value={gpa.science.toFixed(2)} description="Science courses only" />
      <StatCard title="Total Credits" value={gpa.totalCredits} description="Sum of all course credits" />
    </CardGrid>
  );
}
