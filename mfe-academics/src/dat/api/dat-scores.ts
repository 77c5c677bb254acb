import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { useSharedQuery } from '@predental/area-runtime/shared-query';
import type { DatScoreInput } from '@predental/academics-contract/dat';
import { useCrudMutations, type CrudDocuments } from '@predental/area-runtime/use-crud-mutations';
import {
  AddDatScoreDocument,
  ListDatScoresDocument,
  DeleteDatScoreDocument,
  UpdateDatScoreDocument,
} from '../../gql/graphql';

/** The dashboard's first step and its DAT table show them: one watch for both. */
export function useDatScores() {
  return useFirstAnswerDeferred(useSharedQuery(ListDatScoresDocument));
}

const DAT_SCORE_DOCUMENTS: CrudDocuments<DatScoreInput> = {
  add: AddDatScoreDocument,
  update: UpdateDatScoreDocument,
  remove: DeleteDatScoreDocument,
};

export function useDatScoreMutations() {
  return useCrudMutations(DAT_SCORE_DOCUMENTS, [ListDatScoresDocument]);
}
