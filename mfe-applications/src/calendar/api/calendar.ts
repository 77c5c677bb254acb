import { useMutation, useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { CalendarSubscriptionDocument, ReplaceCalendarSubscriptionDocument } from '../../gql/graphql';

/** Whether the student has a private address; the address itself is shown only when made. */
export function useCalendarSubscription() {
  return useFirstAnswerDeferred(useQuery(CalendarSubscriptionDocument));
}

/** A new private address (the old one stops at once); resolves to its path on this site. */
export function useReplaceCalendarAddress() {
  const [replace, state] = useMutation(ReplaceCalendarSubscriptionDocument, {
    refetchQueries: [CalendarSubscriptionDocument],
    awaitRefetchQueries: true,
  });
  return {
    replace: async () => (await replace()).data!.replaceCalendarSubscription.path,
    replacing: state.loading,
  };
}
