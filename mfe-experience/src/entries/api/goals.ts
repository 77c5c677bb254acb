import { useMutation } from '@apollo/client';
import type { GoalsUpdate } from '@predental/experience-contract/goals';
import { ExperienceSummaryDocument, UpdateGoalsDocument } from '../../gql/graphql';

/** The screens read goals from the experience summary: refetched here with the progress that follows from them. */
export function useUpdateGoals() {
  const [update, { loading }] = useMutation(UpdateGoalsDocument, {
    refetchQueries: [ExperienceSummaryDocument],
    awaitRefetchQueries: true,
  });
  return { updateGoals: (input: GoalsUpdate) => update({ variables: { input } }), saving: loading };
}
