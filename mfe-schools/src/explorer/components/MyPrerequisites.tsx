import { Muted } from '@predental/design/Page';
import { DataTable } from '@predental/design/Table';
import type { ExplorerSchool } from '../api/dental-schools';
import { SourceYear } from './FactValue';
import { hoursValue } from './format';

const STATUS = { MET: 'Met', PARTLY_MET: 'Partly met', MISSING: 'Missing' } as const;

const hours = (value: number | null | undefined) =>
  value === null || value === undefined ? 'Not stated' : `${hoursValue(value)} h`;

/**
 * Each of the school's prerequisites against the student's courses (computed by the academics
 * area, in semester hours): met, partly met with the hours still needed, or missing.
 */
export function MyPrerequisites({ school }: { school: ExplorerSchool }) {
  if (school.prerequisites.length === 0)
    return <Muted>No prerequisites with a source are on file for this school yet.</Muted>;
  // Null when the academics area did not answer: the school's list stands on its own.
  const mine = school.myPrerequisites;
  return (
    <>
      {!mine && <Muted>Your courses are not available right now.</Muted>}
      <DataTable
        aria-label={`Prerequisites of ${school.name}`}
        headers={['Course', 'Asked', 'Mine', 'Status']}
        rows={school.prerequisites.map((prerequisite, index) => ({ prerequisite, check: mine?.[index] }))}
        cells={({ prerequisite, check }) => [
          <>
            {prerequisite.course}
            {!prerequisite.required && ' (recommended)'}{' '}
            <SourceYear label={prerequisite.course} source={prerequisite} />
          </>,
          hours(check?.neededHours ?? prerequisite.semesterHours),
          check ? hours(check.myHours) : 'N/A',
          check
            ? check.status === 'PARTLY_MET'
              ? `${STATUS.PARTLY_MET}: ${hours(check.shortHours)} short`
              : STATUS[check.status]
            : 'N/A',
        ]}
      />
    </>
  );
}
