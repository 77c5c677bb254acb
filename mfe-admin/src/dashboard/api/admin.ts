import { useQuery } from '@apollo/client';
import { AdminCheckDocument, AdminStatsDocument, AdminUsersDocument } from '../../gql/graphql';

/** The server decides who is admin, so ask it rather than trust the cached user. */
export function useAdminCheck() {
  return useQuery(AdminCheckDocument, { fetchPolicy: 'network-only' });
}

/** Fresh on every visit: the figures change with every student's activity. */
export function useAdminStats() {
  return useQuery(AdminStatsDocument, { fetchPolicy: 'network-only' });
}

export function useAdminUsers() {
  return useQuery(AdminUsersDocument, { fetchPolicy: 'network-only' });
}
