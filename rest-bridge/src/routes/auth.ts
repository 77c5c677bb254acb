import { loginSchema, registerSchema } from '@predental/contracts/auth';
import { changePasswordSchema } from '@predental/contracts/password';
import type { User } from '@predental/contracts/user';
import { Router } from 'express';
import { parseBody, sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';

const USER_FIELDS = 'id username email isAdmin isPremium';

/** Login, sign-up and password change are throttled by the identity subgraph, the same for /api and /graphql. */
export function authRoutes(callGateway: CallGateway): Router {
  const router = Router();

  router.get('/user', async (req, res) => {
    const result = await callGateway<{ me: User | null }>(req, res, `{ me { ${USER_FIELDS} } }`);
    if (sentGatewayError(res, result)) return;
    if (!result.data?.me) {
      res.status(401).json({ message: 'Not signed in' });
      return;
    }
    res.json(result.data.me);
  });

  router.post('/simple-login', async (req, res) => {
    const body = parseBody(res, loginSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ login: { success: boolean; user: User | null; error: string | null } }>(
      req,
      res,
      `mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { success error user { ${USER_FIELDS} } } }`,
      body,
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.login);
  });

  router.post('/simple-register', async (req, res) => {
    const body = parseBody(res, registerSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ register: User }>(
      req,
      res,
      `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
      { input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.status(201).json(result.data.register);
  });

  router.post('/simple-logout', async (req, res) => {
    const result = await callGateway<{ logout: boolean }>(req, res, 'mutation { logout }');
    if (sentGatewayError(res, result)) return;
    res.json({ success: true });
  });

  router.post('/change-password', async (req, res) => {
    const body = parseBody(res, changePasswordSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ changePassword: boolean }>(
      req,
      res,
      'mutation ChangePassword($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }',
      body,
    );
    if (sentGatewayError(res, result)) return;
    res.json({ success: true, message: 'Your password has been successfully updated.' });
  });

  return router;
}
