import { gql, useMutation, useQuery } from '@apollo/client';
import type { Course, CourseInput } from '@predental/contracts/course';
import type { GpaSummary } from '@predental/contracts/gpa';

const COURSE_FIELDS = 'id courseName courseCode credits grade isScience semester year';

export const COURSES_QUERY = gql`
  query Courses {
    courses { ${COURSE_FIELDS} }
  }
`;

/** Shared with the dashboard's GPA cards: refetching it here keeps those fresh too. */
export const ACADEMIC_SUMMARY_QUERY = gql`
  query AcademicSummary {
    academicSummary { gpa { overall science totalCredits } }
  }
`;

const ADD_COURSE = gql`
  mutation AddCourse($input: CourseInput!) {
    addCourse(input: $input) { ${COURSE_FIELDS} }
  }
`;

const UPDATE_COURSE = gql`
  mutation UpdateCourse($id: ID!, $input: CourseInput!) {
    updateCourse(id: $id, input: $input) { ${COURSE_FIELDS} }
  }
`;

const DELETE_COURSE = gql`
  mutation DeleteCourse($id: ID!) {
    deleteCourse(id: $id)
  }
`;

export function useCourses() {
  return useQuery<{ courses: Course[] }>(COURSES_QUERY);
}

export function useGpaSummary() {
  return useQuery<{ academicSummary: { gpa: GpaSummary } }>(ACADEMIC_SUMMARY_QUERY);
}

const AFTER_CHANGE = { refetchQueries: ['Courses', 'AcademicSummary'], awaitRefetchQueries: true };

export function useCourseMutations() {
  const [add, adding] = useMutation<{ addCourse: Course }, { input: CourseInput }>(ADD_COURSE, AFTER_CHANGE);
  const [update, updating] = useMutation<{ updateCourse: Course }, { id: string; input: CourseInput }>(UPDATE_COURSE, AFTER_CHANGE);
  const [remove, removing] = useMutation<{ deleteCourse: string }, { id: string }>(DELETE_COURSE, AFTER_CHANGE);
  return {
    addCourse: (input: CourseInput) => add({ variables: { input } }),
    updateCourse: (id: string, input: CourseInput) => update({ variables: { id, input } }),
    deleteCourse: (id: string) => remove({ variables: { id } }),
    saving: adding.loading || updating.loading,
    deleting: removing.loading,
  };
}
