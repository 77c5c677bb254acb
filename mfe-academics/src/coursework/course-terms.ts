import { semesterRank } from '@predental/academics-contract/course-rules';
import type { CourseFieldsFragment } from '../gql/graphql';

export interface CourseTerm {
  semester: string;
  year: number;
  courses: CourseFieldsFragment[];
}

/**
 * Courses grouped by term, oldest term first, the way an application lists them; within a
 * year terms follow the coursework page's order (Spring, Summer, Fall, Winter).
 */
export function coursesByTerm(courses: readonly CourseFieldsFragment[]): CourseTerm[] {
  const ordered = [...courses].sort((a, b) => a.year - b.year || semesterRank(a.semester) - semesterRank(b.semester));
  const terms: CourseTerm[] = [];
  for (const course of ordered) {
    const last = terms.at(-1);
    if (last?.year === course.year && last.semester === course.semester) last.courses.push(course);
    else terms.push({ semester: course.semester, year: course.year, courses: [course] });
  }
  return terms;
}
