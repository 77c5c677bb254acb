import { timingSafeEqual } from 'node:crypto';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { INTERNAL_SECRET_HEADER, SESSION_RESOLVE_PATH } from '@predental/service-kit/viewer-token';
import express from 'express';
import { ensureAdminAccount } from './admin-account';
import { identityResolvers } from './resolvers';
import { sessionModel } from './sessions/session-model';
import { sessionStore } from './sessions/sessions';
import { loginThrottle } from './users/login-throttle';
import { userModel } from './users/user-model';
import { userStore } from './users/user-store';

const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

runSubgraph({
  name: 'identity',
  port: 4001,
  dir: __dirname,
  setup: async (connection, secret) => {
    const users = userModel(connection);
    const sessionDocs = sessionModel(connection);
    await Promise.all([users.init(), sessionDocs.init()]);
    await ensureAdminAccount(users);
    const store = userStore(users);
    const sessions = sessionStore(sessionDocs, store);
    const throttle = loginThrottle(Number(process.env.LOGIN_MAX_FAILURES ?? 10), FAILED_LOGIN_WINDOW_MS);
    return {
      resolvers: identityResolvers(users, store, sessions, throttle),
      routes: (app) => {
        // Only the gateway knows the secret: it asks here who holds a session cookie.
        app.post(SESSION_RESOLVE_PATH, express.json({ limit: '4kb' }), async (req, res) => {
          if (!sameSecret(req.header(INTERNAL_SECRET_HEADER), secret)) {
            res.status(403).json({ message: 'Forbidden' });
            return;
          }
          const token = (req.body as { token?: unknown } | undefined)?.token;
          const viewer = typeof token === 'string' && token.length <= 200 ? await sessions.resolve(token) : null;
          res.json({ viewer });
        });
      },
    };
  },
});
