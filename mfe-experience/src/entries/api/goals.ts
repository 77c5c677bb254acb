import { useMutation, useQuery } from '@apollo/client';
import type { GoalsUpdate } from '@predental/contracts/goals';
import { GoalsDocument, UpdateGoalsDocument } from '../../gql/graphql';

export function useGoals() {
  const result = useQuery(GoalsDocument);
  return { ...result, goals: result.data?.goals };
}

export function useUpdateGoals() {
  const [update, { loading }] = useMutation(UpdateGoalsDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: GoalsDocument, data: { goals: data.updateGoals } }),
  });
  return { updateGoals: (input: GoalsUpdate) => update({ variables: { input } }), saving: loading };
}
