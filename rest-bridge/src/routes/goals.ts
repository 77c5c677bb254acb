import { goalsUpdateSchema, type Goals } from '@predental/contracts/goals';
import { Router } from 'express';
import { parseBody, sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';

/** SPEC §7 goal rows: both goals are read and answered together. */
export function goalRoutes(callGateway: CallGateway): Router {
  const router = Router();

  router.get('/goals', async (req, res) => {
    const result = await callGateway<{ goals: Goals }>(req, res, '{ goals { shadowingGoal volunteerGoal } }');
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.goals);
  });

  router.patch('/goals', async (req, res) => {
    const body = parseBody(res, goalsUpdateSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ updateGoals: Goals }>(
      req,
      res,
      'mutation($input: GoalsInput!) { updateGoals(input: $input) { shadowingGoal volunteerGoal } }',
      { input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.updateGoals);
  });

  return router;
}
