import { useQuery } from '@apollo/client';
import { CheckAdminDocument, GetAdminStatsDocument, ListUsersDocument } from '../../gql/graphql';

/** The server decides who is admin, so ask it rather than trust the cached user. */
export function useAdminCheck() {
  return useQuery(CheckAdminDocument, { fetchPolicy: 'network-only' });
}

/** Fresh on every visit: the figures change with every student's activity. */
export function useAdminStats() {
  return useQuery(GetAdminStatsDocument, { fetchPolicy: 'network-only' });
}

export function useAdminUsers() {
  return useQuery(ListUsersDocument, { fetchPolicy: 'network-only' });
}
