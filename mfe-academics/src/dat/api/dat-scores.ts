import { useMutation, useQuery } from '@apollo/client';
import type { DatScoreInput } from '@predental/contracts/dat';
import { AddDatScoreDocument, DatScoresDocument, DeleteDatScoreDocument, UpdateDatScoreDocument } from '../../gql/graphql';

export function useDatScores() {
  return useQuery(DatScoresDocument);
}

const AFTER_CHANGE = { refetchQueries: [DatScoresDocument], awaitRefetchQueries: true };

export function useDatScoreMutations() {
  const [add, adding] = useMutation(AddDatScoreDocument, AFTER_CHANGE);
  const [update, updating] = useMutation(UpdateDatScoreDocument, AFTER_CHANGE);
  const [remove, removing] = useMutation(DeleteDatScoreDocument, AFTER_CHANGE);
  return {
    addDatScore: (input: DatScoreInput) => add({ variables: { input } }),
    updateDatScore: (id: string, input: DatScoreInput) => update({ variables: { id, input } }),
    deleteDatScore: (id: string) => remove({ variables: { id } }),
    saving: adding.loading || updating.loading,
    deleting: removing.loading,
  };
}
