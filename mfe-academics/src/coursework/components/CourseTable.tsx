import { DataTable, RowActions, type RowEditing } from '@predental/design/Table';
import type { CourseFieldsFragment } from '../../gql/graphql';
import { GradeBadge } from './GradeBadge';

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
        `${course.semester} ${course.year}`,
        course.isScience ? <span aria-label="Science course">✓</span> : null,
        <RowActions name={course.courseName} onEdit={() => onEdit(course)} onDelete={() => onDelete(course)} />,
      ]}
    />
  );
}
