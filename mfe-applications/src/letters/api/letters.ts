import { useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { useCrudMutations } from '@predental/area-runtime/use-crud-mutations';
import {
  AddLetterDocument,
  ListLettersDocument,
  ListSchoolLetterChecksDocument,
  RemoveLetterDocument,
  UpdateLetterDocument,
  type LetterInput,
} from '../../gql/graphql';

/** The student's letters, planned first. */
export function useLetters() {
  const result = useFirstAnswerDeferred(useQuery(ListLettersDocument));
  return { ...result, letters: result.data?.myLetters ?? [] };
}

/** Each applied school's letter requirement against the completed letters. */
export function useSchoolLetterChecks() {
  const result = useFirstAnswerDeferred(useQuery(ListSchoolLetterChecksDocument));
  return { ...result, applications: result.data?.myApplications ?? [] };
}

/** A write refetches the list and the schools' checks (the dashboard's follow-ups ask again when it mounts). */
export function useLetterMutations() {
  return useCrudMutations<LetterInput>(
    { add: AddLetterDocument, update: UpdateLetterDocument, remove: RemoveLetterDocument },
    [ListLettersDocument, ListSchoolLetterChecksDocument],
  );
}
