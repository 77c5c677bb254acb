import { gql, useMutation, useQuery } from '@apollo/client';
import type { Goals, GoalsUpdate } from '@predental/contracts/goals';

const GOALS_QUERY = gql`
  query Goals {
    goals { shadowingGoal volunteerGoal }
  }
`;

// Answers both goals, so Apollo's cache updates the Goals query without a refetch.
const UPDATE_GOALS = gql`
  mutation UpdateGoals($input: GoalsInput!) {
    updateGoals(input: $input) { shadowingGoal volunteerGoal }
  }
`;

export function useGoals() {
  const result = useQuery<{ goals: Goals }>(GOALS_QUERY);
  return { ...result, goals: result.data?.goals };
}

export function useUpdateGoals() {
  const [update, { loading }] = useMutation<{ updateGoals: Goals }, { input: GoalsUpdate }>(UPDATE_GOALS, {
    update: (cache, { data }) => data && cache.writeQuery({ query: GOALS_QUERY, data: { goals: data.updateGoals } }),
  });
  return { updateGoals: (input: GoalsUpdate) => update({ variables: { input } }), saving: loading };
}
