import path from 'node:path';
import { internalSecret, portFromEnv } from '@predental/service-kit/config';
import { connectDatabase } from '@predental/service-kit/database';
import { loadSchema, startSubgraph } from '@predental/service-kit/subgraph-server';
import { INTERNAL_SECRET_HEADER, SESSION_RESOLVE_PATH } from '@predental/service-kit/viewer-token';
import express from 'express';
import { timingSafeEqual } from 'node:crypto';
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

async function main() {
  const secret = internalSecret();
  const connection = await connectDatabase(process.env.IDENTITY_DB ?? 'predental_identity');
  const users = userModel(connection);
  const store = userStore(users);
  const sessions = sessionStore(sessionModel(connection), store);
  await Promise.all([users.init(), sessionModel(connection).init()]);
  await ensureAdminAccount(users);
  const throttle = loginThrottle(Number(process.env.LOGIN_MAX_FAILURES ?? 10), FAILED_LOGIN_WINDOW_MS);

  const subgraph = await startSubgraph({
    name: 'identity',
    typeDefs: loadSchema(path.join(__dirname, 'schema.graphql')),
    resolvers: identityResolvers(users, store, sessions, throttle),
    port: portFromEnv('IDENTITY_PORT', 4001),
    secret,
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
  });

  const shutdown = async () => {
    await subgraph.close();
    await connection.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error) => {
  console.error('[identity] failed to start:', error);
  process.exit(1);
});
