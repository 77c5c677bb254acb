import { useMutation, useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import type { FeeAssistance } from '@predental/applications-contract/application';
import { useEffect, useRef } from 'react';
import { useApplications } from '../../applications';
import { GetBudgetCardDocument, UpdateFeeAssistanceDocument } from '../../gql/graphql';

/**
 * The budget is computed from the applications, so it is asked again whenever the cached list
 * changes (an event recorded, a fee entered), not only on arrival: never stale after a write.
 */
export function useBudget() {
  const budget = useFirstAnswerDeferred(useQuery(GetBudgetCardDocument, { fetchPolicy: 'cache-and-network' }));
  const { data: applications } = useApplications();
  const { refetch } = budget;
  const previous = useRef(applications);
  useEffect(() => {
    if (previous.current && applications !== previous.current) void refetch();
    previous.current = applications;
  }, [applications, refetch]);
  return budget;
}

/** The program's amount comes off the AADSAS fees, so the totals are asked again with it. */
export function useFeeAssistanceUpdate() {
  const [update, state] = useMutation(UpdateFeeAssistanceDocument, {
    refetchQueries: [GetBudgetCardDocument],
    awaitRefetchQueries: true,
  });
  return { save: (input: FeeAssistance) => update({ variables: { input } }), saving: state.loading };
}
