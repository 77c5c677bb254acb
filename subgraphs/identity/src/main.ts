import { intFromEnv } from '@predental/service-kit/config';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import {
  SESSION_ENDS_PATH,
  SESSION_LOOKUP_HEADER,
  SESSION_RESOLVE_PATH,
  derivedKey,
  sameCredential,
} from '@predental/service-kit/viewer-token';
import express from 'express';
import { ensureAdminAccount } from './admin-account';
import { identityResolvers } from './resolvers';
import { withAccountDeletion } from './student-data/delete-account-resolver';
import { sessionEnds } from './sessions/session-ends';
import { sessionModel } from './sessions/session-model';
import { sessionPolicy } from './sessions/session-policy';
import { sessionStore } from './sessions/sessions';
import { signupProofs, usedProofModel } from './signup-proof/signup-proof';
import { attemptLog, attemptModel } from './throttle/attempt-log';
import { throttles } from './throttle/throttles';
import { userModel } from './users/user-model';
import { EMAILS, uniqueClaims, USERNAMES } from './users/unique-claims';
import { userCount } from './users/user-count';
import { userStore } from './users/user-store';
import { areaEraser } from './student-data/area-eraser';
import { accountDeletion } from './student-data/erase-account';
import { DEFAULT_RETRY } from './student-data/erase-retry';
import { startEraseWorker } from './student-data/erase-worker';
import { deletions } from './student-data/deletions';

/** Ended sessions and old throttle counters are deleted this often (FerretDB has no TTL indexes). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

runSubgraph({
  name: 'identity',
  port: 4001,
  dir: __dirname,
  setup: async (connection, secret) => {
    const limits = {
      loginsPerMinute: intFromEnv('LOGIN_RATE_LIMIT', 20, { min: 1 }),
      freeFailures: intFromEnv('LOGIN_FREE_FAILURES', 5, { min: 1 }),
      maxDelaySeconds: intFromEnv('LOGIN_MAX_DELAY_SECONDS', 900, { min: 1 }),
      registrationsPerHour: intFromEnv('REGISTER_RATE_LIMIT', 10, { min: 1 }),
      registrationCeilingPerHour: intFromEnv('REGISTER_CEILING', 300, { min: 1 }),
      passwordChangesPerHour: intFromEnv('PASSWORD_CHANGE_RATE_LIMIT', 10, { min: 1 }),
    };
    const users = userModel(connection);
    const sessionDocs = sessionModel(connection);
    const attempts = attemptModel(connection);
    const usedProofs = usedProofModel(connection);
    await Promise.all([users.init(), sessionDocs.init(), attempts.init(), usedProofs.init()]);
    const proofs = signupProofs(
      usedProofs,
      { signature: derivedKey(secret, 'signup-proof'), key: derivedKey(secret, 'signup-proof-key') },
      {
        cost: intFromEnv('SIGNUP_PROOF_COST', 5000, { min: 1 }),
        maxCounter: intFromEnv('SIGNUP_PROOF_MAX_COUNTER', 400, { min: 2 }),
      },
    );
    const store = userStore(users);
    const names = uniqueClaims(connection, users, USERNAMES);
    const emails = uniqueClaims(connection, users, EMAILS);
    const count = userCount(connection);
    await Promise.all([names.backfill(), emails.backfill(), count.backfill(users)]);
    const ends = sessionEnds(connection);
    await ends.init();
    const sessions = sessionStore(sessionDocs, store, sessionPolicy(), ends);
    await ensureAdminAccount(users, { names, emails, count }, sessions);
    const counters = attemptLog(attempts);
    const throttle = throttles(counters, limits);
    const retry = {
      firstMs: intFromEnv('ERASE_RETRY_FIRST_MS', DEFAULT_RETRY.firstMs, { min: 100 }),
      maxMs: intFromEnv('ERASE_RETRY_MAX_MS', DEFAULT_RETRY.maxMs, { min: 100 }),
    };
    const callTimeoutMs = intFromEnv('ERASE_CALL_TIMEOUT_MS', 5000, { min: 100 });
    const deletion = accountDeletion({
      users,
      sessions,
      names,
      emails,
      count,
      throttle,
      deletions: deletions(connection),
      eraseIn: areaEraser(secret, callTimeoutMs),
      retry,
      callTimeoutMs,
    });
    // Deletions a crash or an area that was down left unfinished: now, then as their backoff says.
    startEraseWorker(deletion, retry.firstMs, (error) => console.error('[identity] erasing failed', error));
    const sweep = () =>
      Promise.all([sessions.sweep(), ends.sweep(), counters.sweep(), proofs.sweep()]).catch((error) =>
        console.error('[identity] sweep failed', error),
      );
    setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    return {
      resolvers: withAccountDeletion(
        identityResolvers(users, store, names, emails, count, sessions, throttle, proofs),
        deletion,
      ),
      routes: (app) => {
        // Only the gateway holds the lookup key: it asks here who holds a session cookie.
        const lookupKey = derivedKey(secret, 'session-lookup');
        app.post(SESSION_RESOLVE_PATH, express.json({ limit: '4kb' }), async (req, res) => {
          if (!sameCredential(req.header(SESSION_LOOKUP_HEADER), lookupKey)) {
            res.status(403).json({ message: 'Forbidden' });
            return;
          }
          const token = (req.body as { token?: unknown } | undefined)?.token;
          const found = typeof token === 'string' && token.length <= 200 ? await sessions.resolve(token) : null;
          res.json({ viewer: found?.viewer ?? null, validUntil: found?.validUntil });
        });
        // What ended since the gateway last asked: it trusts the sessions it holds until then.
        app.post(SESSION_ENDS_PATH, express.json({ limit: '1kb' }), async (req, res) => {
          if (!sameCredential(req.header(SESSION_LOOKUP_HEADER), lookupKey)) {
            res.status(403).json({ message: 'Forbidden' });
            return;
          }
          const since = (req.body as { since?: unknown } | undefined)?.since;
          if (typeof since !== 'number' || !Number.isFinite(since)) {
            res.status(400).json({ message: 'since must be a time in milliseconds' });
            return;
          }
          res.json(await ends.since(since));
        });
      },
    };
  },
});
