import { useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { CheckAdminDocument, GetAdminStatsDocument, ListUsersDocument } from '../../gql/graphql';

/** The server decides who is admin, so ask it rather than trust the cached user. */
export function useAdminCheck() {
  return useQuery(CheckAdminDocument, { fetchPolicy: 'network-only' });
}

/**
 * Fresh on every visit: the figures change with every student's activity. An area that may be
 * down (applications) answers null beside the others' counts, so its error does not drop them.
 */
export function useAdminStats() {
  return useFirstAnswerDeferred(useQuery(GetAdminStatsDocument, { fetchPolicy: 'network-only', errorPolicy: 'all' }));
}

export function useAdminUsers() {
  return useFirstAnswerDeferred(useQuery(ListUsersDocument, { fetchPolicy: 'network-only' }));
}
