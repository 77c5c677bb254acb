import { useQuery } from '@apollo/client';
import { useCrudMutations } from '@predental/area-runtime/use-crud-mutations';
import {
  AddLetterDocument,
  ListLettersDocument,
  RemoveLetterDocument,
  UpdateLetterDocument,
  type LetterInput,
} from '../../gql/graphql';

/** The student's letters, planned first. */
export function useLetters() {
  const result = useQuery(ListLettersDocument);
  return { ...result, letters: result.data?.myLetters ?? [] };
}

/** A write refetches the list (the dashboard's follow-ups ask again when it mounts). */
export function useLetterMutations() {
  return useCrudMutations<LetterInput>(
    { add: AddLetterDocument, update: UpdateLetterDocument, remove: RemoveLetterDocument },
    [ListLettersDocument],
  );
}
