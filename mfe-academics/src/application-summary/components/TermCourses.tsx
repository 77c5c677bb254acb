import { useId } from 'react';
import { gradeMark } from '@predental/academics-contract/grade-marks';
import { DataTable } from '@predental/design/Table';
import { Muted, Subheading } from '@predental/design/Page';
import type { CourseTerm } from '../../coursework';
import { TermHeading } from './TermHeading';

/** One term's courses, named by its term heading. */
function TermTable({ term }: { term: CourseTerm }) {
  const titleId = useId();
  return (
    <>
      <TermHeading id={titleId}>
        {term.semester} {term.year}
      </TermHeading>
      <DataTable
        aria-labelledby={titleId}
        headers={['Code', 'Course', 'Credits', 'Grade', 'Science']}
        rows={term.courses}
        rowKey={(course) => course.id}
        cells={(course) => [
          course.courseCode,
          course.courseName,
          course.credits,
          gradeMark(course),
          course.isScience ? 'Yes' : 'No',
        ]}
      />
    </>
  );
}

/** Oldest term first, as an application lists coursework. */
export function TermCourses({ terms }: { terms: CourseTerm[] }) {
  return (
    <>
      <Subheading>Courses by Term</Subheading>
      {terms.length === 0 && <Muted>No courses added yet</Muted>}
      {terms.map((term) => (
        <TermTable key={`${term.semester} ${term.year}`} term={term} />
      ))}
    </>
  );
}
