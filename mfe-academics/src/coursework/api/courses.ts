import { useMutation, useQuery } from '@apollo/client';
import type { CourseInput } from '@predental/contracts/course';
import { AcademicSummaryDocument, AddCourseDocument, CoursesDocument, DeleteCourseDocument, UpdateCourseDocument, type AcademicSummaryQuery } from '../../gql/graphql';

/** The academics subgraph's GPA figures: overall and science, and one row per term. */
export type AcademicSummary = AcademicSummaryQuery['academicSummary'];
export type TermGpa = AcademicSummary['terms'][number];

export function useCourses() {
  return useQuery(CoursesDocument);
}

export function useGpaSummary() {
  return useQuery(AcademicSummaryDocument);
}

const AFTER_CHANGE = { refetchQueries: [CoursesDocument, AcademicSummaryDocument], awaitRefetchQueries: true };

export function useCourseMutations() {
  const [add, adding] = useMutation(AddCourseDocument, AFTER_CHANGE);
  const [update, updating] = useMutation(UpdateCourseDocument, AFTER_CHANGE);
  const [remove, removing] = useMutation(DeleteCourseDocument, AFTER_CHANGE);
  return {
    addCourse: (input: CourseInput) => add({ variables: { input } }),
    updateCourse: (id: string, input: CourseInput) => update({ variables: { id, input } }),
    deleteCourse: (id: string) => remove({ variables: { id } }),
    saving: adding.loading || updating.loading,
    deleting: removing.loading,
  };
}
