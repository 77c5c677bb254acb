import { Muted } from '@predental/design/Page';
import { DataTable } from '@predental/design/Table';
import styled from 'styled-components';
import type { SchoolPrerequisites } from '../api/school-prerequisites';
import { SourceYear } from './FactValue';
import { hoursValue } from './format';

type Check = NonNullable<SchoolPrerequisites['myPrerequisites']>[number];

const STATUS = {
  MET: 'Met',
  IN_PROGRESS: 'In progress',
  PLANNED: 'Planned',
  PARTLY_MET: 'Partly met',
  MISSING: 'Missing',
} as const;

const hours = (value: number) => `${hoursValue(value)} h`;
const courses = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;

/** What the school asks: its hours, else the courses its label names ("I & II" is two). */
function asked(prerequisite: SchoolPrerequisites['prerequisites'][number], check: Check | undefined) {
  const needed = check?.neededHours ?? prerequisite.semesterHours;
  if (needed !== null && needed !== undefined) return `Asks ${hours(needed)}`;
  return check?.neededCourses ? `Asks ${courses(check.neededCourses)}` : 'Hours not stated';
}

function status(check: Check) {
  if (check.status !== 'PARTLY_MET') return STATUS[check.status];
  if (check.shortHours !== null && check.shortHours !== undefined)
    return `${STATUS.PARTLY_MET}: ${hours(check.shortHours)} short`;
  const finished = check.myCourses.filter((course) => !course.inProgress && !course.planned).length;
  return `${STATUS.PARTLY_MET}: ${finished} of ${courses(check.neededCourses ?? finished)}`;
}

/** Under the requirement and under the status, so the table keeps two columns that fit a phone. */
const Asked = styled.div`
  margin-top: 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const CourseList = styled.ul`
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  li + li {
    margin-top: 2px;
  }
`;

/** The status, and the courses of mine that count toward the requirement. */
function StatusAndCourses({ check }: { check: Check }) {
  return (
    <>
      {status(check)}
      {check.myCourses.length > 0 && (
        <CourseList aria-label={`My courses for ${check.course}`}>
          {check.myCourses.map((course) => (
            <li key={course.id}>
              {course.courseCode} {course.courseName}
              {course.inProgress ? ' (in progress)' : course.planned ? ' (planned)' : ''}
            </li>
          ))}
        </CourseList>
      )}
    </>
  );
}

/**
 * Each of the school's prerequisites against the student's courses (computed by the academics
 * area: only courses of the kind a requirement names count, each toward one requirement), with
 * the courses that meet it; in-progress and planned courses show as such, never as met.
 */
export function MyPrerequisites({ school }: { school: { name: string } & SchoolPrerequisites }) {
  if (school.prerequisites.length === 0)
    return <Muted>No prerequisites with a source are on file for this school yet.</Muted>;
  // Null when the academics area did not answer: the school's list stands on its own.
  const mine = school.myPrerequisites;
  return (
    <>
      {!mine && <Muted>Your courses are not available right now.</Muted>}
      <DataTable
        aria-label={`Prerequisites of ${school.name}`}
        headers={['Course', 'Status and my courses']}
        rows={school.prerequisites.map((prerequisite, index) => ({ prerequisite, check: mine?.[index] }))}
        cells={({ prerequisite, check }) => [
          <>
            {prerequisite.course}
            {!prerequisite.required && ' (recommended)'}{' '}
            <SourceYear label={prerequisite.course} source={prerequisite} />
            <Asked>{asked(prerequisite, check)}</Asked>
          </>,
          check ? <StatusAndCourses check={check} /> : 'N/A',
        ]}
      />
    </>
  );
}
