import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { flagFromEnv } from '@predental/service-kit/config';
import { maskUnexpected } from '@predental/service-kit/errors';
import { answersOk, mountHealth } from '@predental/service-kit/health';
import {
  REQUEST_ID_HEADER,
  metricsHandler,
  observeRequests,
  serviceLogger,
  serviceMetrics,
} from '@predental/service-kit/observability';
import { operationMetrics } from '@predental/service-kit/operation-metrics';
import { serveGraphql } from '@predental/service-kit/listen';
import { CLIENT_ADDRESS_HEADER } from '@predental/service-kit/viewer-token';
import express, { type ErrorRequestHandler } from 'express';
import { jsonBody, refusedBody } from '@predental/service-kit/json-body';
import { SubgraphDataSource, type GatewayContext } from './data-source';
import { operationLimits, operationLimitsFromEnv } from './operation-limits';
import { sessionResolver, sessionToken } from './session';
import { throttleStatus } from './throttle-status';
import { SUPERGRAPH_FILE, subgraphUrl } from './subgraphs';

export interface GatewayOptions {
  port: number;
  secret: string;
  secureCookie: boolean;
}

export async function startGateway(options: GatewayOptions): Promise<{ url: string; close(): Promise<void> }> {
  const logger = serviceLogger('gateway');
  const metrics = serviceMetrics('gateway');
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(SUPERGRAPH_FILE, 'utf8'),
    buildService: ({ name }) => new SubgraphDataSource(name, subgraphUrl(name), options.secureCookie, options.secret),
  });
  const limits = operationLimits(operationLimitsFromEnv());
  const server = new ApolloServer<GatewayContext>({
    gateway,
    formatError: maskUnexpected('gateway', logger),
    introspection: flagFromEnv('GRAPHQL_INTROSPECTION', false),
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    plugins: [ApolloServerPluginCacheControlDisabled(), throttleStatus, operationMetrics(metrics), ...limits.plugins],
  });
  await server.start();
  const sessions = sessionResolver(options.secret, logger);
  const identityReady = subgraphUrl('identity').replace(/\/graphql$/, '/readyz');

  const app = express();
  app.disable('x-powered-by');
  // Only the entry and the bridge reach the gateway; the id they send is the request's.
  app.use(observeRequests(logger, metrics, true));
  // Without identity no signed-in call can be answered.
  mountHealth(app, 'gateway', async () =>
    (await answersOk(identityReady, 1000)) ? null : 'the identity service is not ready',
  );
  app.get('/metrics', metricsHandler(metrics));
  app.use(
    '/graphql',
    // As much as a subgraph takes (1 MB): a data import (issue 38) sends an area's part as one variable.
    ...jsonBody('1mb'),
    expressMiddleware(server, {
      context: async ({ req, res }) => {
        const token = sessionToken(req.headers.cookie);
        const requestId = req.header(REQUEST_ID_HEADER);
        const viewer = token ? await sessions.resolve(token, requestId) : null;
        const sessionEnded = () => token && sessions.forget(token);
        // Set by the entry and the bridge (never taken from the browser); the gateway is internal.
        return { viewer, address: req.header(CLIENT_ADDRESS_HEADER), requestId, res, sessionEnded };
      },
    }),
  );
  // A body refused before GraphQL reads it: the client gets GraphQL's error shape, not a page.
  app.use(((error, _req, res, next) => {
    const refused = refusedBody(error);
    if (!refused) return next(error);
    res.status(refused.status).json({ errors: [{ message: refused.message, extensions: { code: 'BAD_REQUEST' } }] });
  }) as ErrorRequestHandler);
  return serveGraphql(app, server, options.port, logger);
}
