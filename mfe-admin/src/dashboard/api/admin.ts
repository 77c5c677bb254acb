import { gql, useQuery } from '@apollo/client';
import type { AdminStats, AdminUser } from '@predental/contracts/admin';

const ADMIN_CHECK_QUERY = gql`
  query AdminCheck {
    me { id isAdmin }
  }
`;

/** Each count comes from the subgraph that owns the data. */
const ADMIN_STATS_QUERY = gql`
  query AdminStats {
    userCount: adminUserCount
    courseCount: adminCourseCount
    shadowingCount: adminShadowingCount
    volunteerCount: adminVolunteerCount
    datScoreCount: adminDatScoreCount
  }
`;

const ADMIN_USERS_QUERY = gql`
  query AdminUsers {
    adminUsers { id username email isAdmin }
  }
`;

/** The server decides who is admin, so ask it rather than trust the cached user. */
export function useAdminCheck() {
  return useQuery<{ me: Pick<AdminUser, 'id' | 'isAdmin'> | null }>(ADMIN_CHECK_QUERY, { fetchPolicy: 'network-only' });
}

/** Fresh on every visit: the figures change with every student's activity. */
export function useAdminStats() {
  return useQuery<AdminStats>(ADMIN_STATS_QUERY, { fetchPolicy: 'network-only' });
}

export function useAdminUsers() {
  return useQuery<{ adminUsers: AdminUser[] }>(ADMIN_USERS_QUERY, { fetchPolicy: 'network-only' });
}
