import { useId } from 'react';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { Muted } from '@predental/design/Page';
import type { CourseTerm } from '../../coursework/course-terms';
import { Subheading, TermHeading } from './Subheading';

/** One term's courses, named by its term heading. */
function TermTable({ term }: { term: CourseTerm }) {
  const titleId = useId();
  return (
    <>
      <TermHeading id={titleId}>
        {term.semester} {term.year}
      </TermHeading>
      <Table aria-labelledby={titleId}>
        <THead>
          <Tr>
            <Th>Code</Th>
            <Th>Course</Th>
            <Th>Credits</Th>
            <Th>Grade</Th>
            <Th>Science</Th>
          </Tr>
        </THead>
        <TBody>
          {term.courses.map((course) => (
            <Tr key={course.id}>
              <Td>{course.courseCode}</Td>
              <Td>{course.courseName}</Td>
              <Td>{course.credits}</Td>
              <Td>{course.grade}</Td>
              <Td>{course.isScience ? 'Yes' : 'No'}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
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
