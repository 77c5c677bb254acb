import { useMutation } from '@apollo/client';
import type { CourseInput } from '@predental/academics-contract/course';
import { useCrudMutations, type CrudDocuments } from '@predental/area-runtime/use-crud-mutations';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { useSharedQuery } from '@predental/area-runtime/shared-query';
import {
  AcademicSummaryDocument,
  AddCourseDocument,
  ListCoursesDocument,
  DeleteCourseDocument,
  GetAadsasGpaDocument,
  ImportCoursesDocument,
  UpdateCourseDocument,
  type AcademicSummaryQuery,
} from '../../gql/graphql';

/** The academics subgraph's GPA figures: overall and science, and one row per term. */
export type AcademicSummary = AcademicSummaryQuery['academicSummary'];
export type TermGpa = AcademicSummary['terms'][number];

export function useCourses() {
  return useFirstAnswerDeferred(useSharedQuery(ListCoursesDocument));
}

export function useGpaSummary() {
  return useFirstAnswerDeferred(useSharedQuery(AcademicSummaryDocument));
}

/** Every list and GPA that shows courses. */
const SHOWN_BY = [ListCoursesDocument, AcademicSummaryDocument, GetAadsasGpaDocument];

const COURSE_DOCUMENTS: CrudDocuments<CourseInput> = {
  add: AddCourseDocument,
  update: UpdateCourseDocument,
  remove: DeleteCourseDocument,
};

export function useCourseMutations() {
  return useCrudMutations(COURSE_DOCUMENTS, SHOWN_BY);
}

/** A transcript's courses in one write: all of them, or none. */
export function useImportCourses() {
  const [importCourses, state] = useMutation(ImportCoursesDocument, {
    refetchQueries: SHOWN_BY,
    awaitRefetchQueries: true,
  });
  return {
    importCourses: (inputs: CourseInput[]) => importCourses({ variables: { inputs } }),
    importing: state.loading,
  };
}
