import type { AdminStats, AdminUser } from '@predental/contracts/admin';
import { Router } from 'express';
import { sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';

/** Each subgraph counts its own data; the gateway asks them all in this one operation. */
const STATS_QUERY = `{
  userCount: adminUserCount
  courseCount: adminCourseCount
  shadowingCount: adminShadowingCount
  volunteerCount: adminVolunteerCount
  datScoreCount: adminDatScoreCount
}`;

/** SPEC §7 admin rows; the subgraphs answer 403 to anyone but an admin. */
export function adminRoutes(callGateway: CallGateway): Router {
  const router = Router();

  router.get('/check-admin', async (req, res) => {
    const result = await callGateway<{ me: Pick<AdminUser, 'isAdmin'> | null }>(req, res, '{ me { isAdmin } }');
    if (sentGatewayError(res, result)) return;
    if (!result.data?.me) {
      res.status(401).json({ message: 'Not signed in' });
      return;
    }
    res.json({ isAdmin: result.data.me.isAdmin });
  });

  router.get('/admin/stats', async (req, res) => {
    const result = await callGateway<AdminStats>(req, res, STATS_QUERY);
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data);
  });

  router.get('/admin/users', async (req, res) => {
    const result = await callGateway<{ adminUsers: AdminUser[] }>(req, res, '{ adminUsers { id username email isAdmin } }');
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.adminUsers);
  });

  return router;
}
