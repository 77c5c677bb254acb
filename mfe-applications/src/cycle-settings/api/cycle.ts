import { useMutation, useQuery, type WatchQueryFetchPolicy } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import type { CycleSettings } from '@predental/applications-contract/cycle';
import { GetApplicationCycleDocument, UpdateApplicationCycleDocument } from '../../gql/graphql';

/** The cycle's settings: students read them; the admin screen asks afresh on each visit. */
export function useApplicationCycle(fetchPolicy?: WatchQueryFetchPolicy) {
  return useFirstAnswerDeferred(useQuery(GetApplicationCycleDocument, { fetchPolicy }));
}

/** Admins only (the server refuses anyone else); every screen reading the cycle sees the change. */
export function useUpdateApplicationCycle() {
  const [update, state] = useMutation(UpdateApplicationCycleDocument, {
    refetchQueries: [GetApplicationCycleDocument],
    awaitRefetchQueries: true,
  });
  return { save: (input: CycleSettings) => update({ variables: { input } }), saving: state.loading };
}
