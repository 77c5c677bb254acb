import type { User } from '@predental/contracts/user';
import { profileUpdateSchema } from '@predental/contracts/user';
import { Router } from 'express';
import { parseBody, sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';

export function userRoutes(callGateway: CallGateway): Router {
  const router = Router();

  // Only yourself: the identity subgraph answers 404 for anyone else's id.
  router.patch('/users/:id', async (req, res) => {
    const body = parseBody(res, profileUpdateSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ updateProfile: User }>(
      req,
      res,
      'mutation UpdateProfile($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { id username email isAdmin isPremium } }',
      { id: req.params.id, input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.updateProfile);
  });

  return router;
}
