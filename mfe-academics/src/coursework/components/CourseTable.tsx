import { Button } from '@predental/design/Button';
import { Tooltip } from '@predental/design/Tooltip';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { RowActions } from '@predental/design/Page';
import type { CourseFieldsFragment } from '../../gql/graphql';
import { GradeBadge } from './GradeBadge';

interface CourseTableProps {
  courses: CourseFieldsFragment[];
  onEdit: (course: CourseFieldsFragment) => void;
  onDelete: (course: CourseFieldsFragment) => void;
}

/** Rows arrive in SPEC order (year descending, then Spring, Summer, Fall, Winter) from the subgraph. */
export function CourseTable({ courses, onEdit, onDelete }: CourseTableProps) {
  return (
    <Table>
      <THead>
        <Tr>
          <Th>Course</Th>
          <Th>Code</Th>
          <Th>Credits</Th>
          <Th>Grade</Th>
          <Th>Semester</Th>
          <Th>Science</Th>
          <Th>Actions</Th>
        </Tr>
      </THead>
      <TBody>
        {courses.map((course) => (
          <Tr key={course.id}>
            <Td>{course.courseName}</Td>
            <Td>{course.courseCode}</Td>
            <Td>{course.credits}</Td>
            <Td>
              <GradeBadge grade={course.grade} />
            </Td>
            <Td>
              {course.semester} {course.year}
            </Td>
            <Td>{course.isScience ? <span aria-label="Science course">✓</span> : null}</Td>
            <Td>
              <RowActions>
                <Tooltip label={`Edit ${course.courseName}`}>
                  <Button variant="ghost" size="sm" onClick={() => onEdit(course)}>
                    Edit
                  </Button>
                </Tooltip>
                <Tooltip label={`Delete ${course.courseName}`}>
                  <Button variant="ghost" size="sm" onClick={() => onDelete(course)}>
                    Delete
                  </Button>
                </Tooltip>
              </RowActions>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
