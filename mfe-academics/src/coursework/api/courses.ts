import { useQuery } from '@apollo/client';
import type { CourseInput } from '@predental/contracts/course';
import { useCrudMutations, type CrudDocuments } from '@predental/remote-build/use-crud-mutations';
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

const COURSE_DOCUMENTS: CrudDocuments<CourseInput> = { add: AddCourseDocument, update: UpdateCourseDocument, remove: DeleteCourseDocument };

export function useCourseMutations() {
  return useCrudMutations(COURSE_DOCUMENTS, [CoursesDocument, AcademicSummaryDocument]);
}
