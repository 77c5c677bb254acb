import { useMutation } from '@apollo/client';
import { ExperienceSummaryDocument, SetTypeGoalDocument } from '../../gql/graphql';

/** A goal of one of the other types; the summary that shows it against the hours is refetched with it. */
export function useSetTypeGoal() {
  const [set, { loading }] = useMutation(SetTypeGoalDocument, {
    refetchQueries: [ExperienceSummaryDocument],
    awaitRefetchQueries: true,
  });
  return { setTypeGoal: (type: string, goal: number) => set({ variables: { type, goal } }), saving: loading };
}
