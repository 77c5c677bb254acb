import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { ADMIN_ONLY_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@predental/contracts/api-error';
import type { Viewer } from '@predental/contracts/viewer';
import express from 'express';
import gql from 'graphql-tag';
import { flagFromEnv } from './config';
import { fail, maskUnexpected } from './errors';
import { mountHealth } from './health';
import { serveGraphql } from './listen';
import { metricsHandler, observeRequests, serviceLogger, serviceMetrics } from './observability';
import { operationMetrics } from './operation-metrics';
import { securityLog } from './security-log';
import { SERVICE_HEADER, verifyServiceCall, type CallingService } from './service-call';
import { readSubgraphSdl } from './subgraph-sdl';
import { VIEWER_HEADER, verifyViewer, type Assertion } from './viewer-token';

export interface SubgraphContext {
  /** The signed-in user the gateway vouches for, or null. */
  viewer: Viewer | null;
  /** The client's address as the entry saw it, when known (for per-address limits). */
  address?: string;
  /** The service calling on its own behalf (a signed service call, no viewer), else undefined. */
  service?: CallingService;
  /** Where security events go (failed logins, refusals, admin writes). */
  log: ReturnType<typeof securityLog>;
  res: express.Response;
}

/** Any subgraph's resolver map: each subgraph types its own with the Resolvers generated from its SDL. */
export type SubgraphResolvers = GraphQLResolverMap<SubgraphContext>;

export function requireViewer(context: SubgraphContext): Viewer {
  if (!context.viewer) fail('UNAUTHENTICATED', NOT_SIGNED_IN_MESSAGE);
  return context.viewer;
}

export function requireAdmin(context: SubgraphContext): Viewer {
  const viewer = requireViewer(context);
  if (!viewer.isAdmin) {
    context.log('forbidden', {
      userId: viewer.id,
      username: viewer.username,
      address: context.address,
      reason: 'admin only',
    });
    fail('FORBIDDEN', ADMIN_ONLY_MESSAGE);
  }
  return viewer;
}

/** For what only another service may ask (identity erasing a deleted student's records): never a student or an admin. */
export function requireService(context: SubgraphContext, service: CallingService): void {
  if (context.service === service) return;
  context.log('forbidden', { userId: context.viewer?.id, address: context.address, reason: `${service} only` });
  fail('FORBIDDEN', 'Only the platform itself may ask this.');
}

/** The subgraph's SDL, from the folder that holds its files. */
export function loadSchema(dir: string) {
  return gql(readSubgraphSdl(dir));
}

export interface SubgraphOptions {
  name: string;
  typeDefs: ReturnType<typeof gql>;
  resolvers: SubgraphResolvers;
  port: number;
  secret: string;
  /** Extra HTTP routes (e.g. internal endpoints) mounted before /graphql. */
  routes?: (app: express.Express) => void;
  /** For /readyz: what keeps the subgraph from working now (its database), or null. */
  ready: () => Promise<string | null>;
}

export interface RunningSubgraph {
  url: string;
  close(): Promise<void>;
}

export async function startSubgraph(options: SubgraphOptions): Promise<RunningSubgraph> {
  const logger = serviceLogger(options.name);
  const metrics = serviceMetrics(options.name);
  const server = new ApolloServer<SubgraphContext>({
    schema: buildSubgraphSchema([{ typeDefs: options.typeDefs, resolvers: options.resolvers }]),
    formatError: maskUnexpected(options.name, logger),
    introspection: flagFromEnv('GRAPHQL_INTROSPECTION', false),
    // No cache hints are used; the plugin's per-field hook was a visible cost on long lists.
    plugins: [ApolloServerPluginCacheControlDisabled(), operationMetrics(metrics)],
  });
  await server.start();
  const app = express();
  app.disable('x-powered-by');
  // Only the gateway reaches a subgraph, so the id it sends is the entry's.
  app.use(observeRequests(logger, metrics, true));
  mountHealth(app, options.name, options.ready);
  app.get('/metrics', metricsHandler(metrics));
  options.routes?.(app);
  const log = securityLog(options.name);
  // Only the gateway may ask anything, _entities and _service included: a request straight to
  // a subgraph (no assertion, a forged or expired one, or one meant for another subgraph) gets
  // no data and no schema.
  // A signed service call (service-call.ts) is let in too, with no viewer.
  const fromGateway: express.RequestHandler = (req, res, next) => {
    const service = verifyServiceCall(req.header(SERVICE_HEADER), options.secret, options.name);
    const assertion: Assertion | null = service
      ? { viewer: null, aud: options.name, exp: 0 }
      : verifyViewer(req.header(VIEWER_HEADER), options.secret, options.name);
    if (!assertion) {
      log('gateway_assertion_missing', { address: req.socket.remoteAddress, target: req.path });
      res
        .status(403)
        .json({ errors: [{ message: 'This service only answers the gateway', extensions: { code: 'FORBIDDEN' } }] });
      return;
    }
    res.locals.assertion = assertion;
    res.locals.service = service;
    next();
  };
  app.use(
    '/graphql',
    fromGateway,
    express.json({ limit: '1mb' }),
    expressMiddleware(server, {
      context: async ({ res }) => {
        const assertion = res.locals.assertion as Assertion;
        const service = (res.locals.service as CallingService | null) ?? undefined;
        return { viewer: assertion.viewer, address: assertion.addr, service, log, res };
      },
    }),
  );
  return serveGraphql(app, server, options.port, logger);
}
