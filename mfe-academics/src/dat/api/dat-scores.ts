import { gql, useMutation, useQuery } from '@apollo/client';
import type { DatScore, DatScoreInput } from '@predental/contracts/dat';

const DAT_FIELDS =
  'id testDate biology generalChemistry organicChemistry perceptualAbility readingComprehension quantitativeReasoning academicAverage totalScience';

/** Newest test first. Shared with the dashboard's DAT table: refetching it here keeps that fresh too. */
export const DAT_SCORES_QUERY = gql`
  query DatScores {
    datScores { ${DAT_FIELDS} }
  }
`;

const ADD_DAT_SCORE = gql`
  mutation AddDatScore($input: DatScoreInput!) {
    addDatScore(input: $input) { ${DAT_FIELDS} }
  }
`;

const UPDATE_DAT_SCORE = gql`
  mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {
    updateDatScore(id: $id, input: $input) { ${DAT_FIELDS} }
  }
`;

const DELETE_DAT_SCORE = gql`
  mutation DeleteDatScore($id: ID!) {
    deleteDatScore(id: $id)
  }
`;

export type ListedDatScore = Omit<DatScore, 'userId'>;

export function useDatScores() {
  return useQuery<{ datScores: ListedDatScore[] }>(DAT_SCORES_QUERY);
}

const AFTER_CHANGE = { refetchQueries: ['DatScores'], awaitRefetchQueries: true };

export function useDatScoreMutations() {
  const [add, adding] = useMutation<{ addDatScore: ListedDatScore }, { input: DatScoreInput }>(ADD_DAT_SCORE, AFTER_CHANGE);
  const [update, updating] = useMutation<{ updateDatScore: ListedDatScore }, { id: string; input: DatScoreInput }>(UPDATE_DAT_SCORE, AFTER_CHANGE);
  const [remove, removing] = useMutation<{ deleteDatScore: string }, { id: string }>(DELETE_DAT_SCORE, AFTER_CHANGE);
  return {
    addDatScore: (input: DatScoreInput) => add({ variables: { input } }),
    updateDatScore: (id: string, input: DatScoreInput) => update({ variables: { id, input } }),
    deleteDatScore: (id: string) => remove({ variables: { id } }),
    saving: adding.loading || updating.loading,
    deleting: removing.loading,
  };
}
