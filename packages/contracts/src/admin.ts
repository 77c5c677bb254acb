import type { User } from './user';

/** SPEC §3 Admin stats: each count comes from the subgraph that owns the data. */
export interface AdminStats {
  userCount: number;
  courseCount: number;
  shadowingCount: number;
  volunteerCount: number;
  datScoreCount: number;
}

/** One row of the admin user list (SPEC §7 GET /api/admin/users). */
export type AdminUser = Pick<User, 'id' | 'username' | 'email' | 'isAdmin'>;
