import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { Muted } from '@predental/design/Page';
import type { CourseTerm } from '../../coursework/course-terms';
import { Subheading, TermHeading } from './Subheading';

export function TermCourses({ terms }: { terms: CourseTerm[] }) {
  return (
    <>
      <Subheading>Courses by Term</Subheading>
      {terms.length === 0 && <Muted>No courses added yet</Muted>}
      {terms.map(({ semester, year, courses }) => (
        <div key={`${semester} ${year}`}>
          <TermHeading>
            {semester} {year}
          </TermHeading>
          <Table>
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
              {courses.map((course) => (
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
        </div>
      ))}
    </>
  );
}
