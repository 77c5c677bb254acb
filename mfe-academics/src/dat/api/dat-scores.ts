import { useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import type { DatScoreInput } from '@predental/academics-contract/dat';
import { useCrudMutations, type CrudDocuments } from '@predental/area-runtime/use-crud-mutations';
import {
  AddDatScoreDocument,
  ListDatScoresDocument,
  DeleteDatScoreDocument,
  UpdateDatScoreDocument,
} from '../../gql/graphql';

export function useDatScores() {
  return useFirstAnswerDeferred(useQuery(ListDatScoresDocument));
}

const DAT_SCORE_DOCUMENTS: CrudDocuments<DatScoreInput> = {
  add: AddDatScoreDocument,
  update: UpdateDatScoreDocument,
  remove: DeleteDatScoreDocument,
};

export function useDatScoreMutations() {
  return useCrudMutations(DAT_SCORE_DOCUMENTS, [ListDatScoresDocument]);
}
