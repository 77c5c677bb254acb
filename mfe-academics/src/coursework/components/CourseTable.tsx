import { DataTable, RowActions, type RowEditing } from '@predental/design/Table';
import styled from 'styled-components';
import type { CourseFieldsFragment } from '../../gql/graphql';
import { GradeBadge } from './GradeBadge';

/**
 * The transcript's own name of the term, under semester and year. On a phone the table scrolls
 * and each column shrinks to its longest word: the label keeps room for a few words a line.
 */
const TermLabel = styled.span`
  display: block;
  min-width: 16ch;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Rows arrive in SPEC order (year descending, then Spring, Summer, Fall, Winter) from the subgraph. */
export function CourseTable({
  courses,
  onEdit,
  onDelete,
}: { courses: CourseFieldsFragment[] } & RowEditing<CourseFieldsFragment>) {
  return (
    <DataTable
      headers={['Course', 'Code', 'Credits', 'Grade', 'Semester', 'Science', 'Actions']}
      rows={courses}
      rowKey={(course) => course.id}
      cells={(course) => [
        course.courseName,
        course.courseCode,
        course.credits,
        <GradeBadge course={course} />,
        <>
          {`${course.semester} ${course.year}`}
          {course.termLabel && <TermLabel>{course.termLabel}</TermLabel>}
        </>,
        course.isScience ? <span aria-label="Science course">✓</span> : null,
        <RowActions name={course.courseName} onEdit={() => onEdit(course)} onDelete={() => onDelete(course)} />,
      ]}
    />
  );
}
