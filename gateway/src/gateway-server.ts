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
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError, type FormattedExecutionResult } from 'graphql';
import type { Viewer } from '@predental/contracts/viewer';
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

/** A request the entry received, as the gateway reads it: the session cookie, the id, the client's address. */
type Incoming = Pick<Request, 'headers' | 'header'>;

/**
 * The gateway for an entry in the same process (GATEWAY_IN_ENTRY, `npm start`): the bridge's
 * operations and the browser's /graphql skip an HTTP hop, its JSON text and its parse, a third of
 * the CPU the entry and the gateway spent per request (issue 39). The client's address is the
 * one the entry determined (`req.ip`), never a header the client sent.
 */
export interface LocalGateway {
  execute(req: Request, res: Response, query: string, variables: object): Promise<FormattedExecutionResult>;
  /** The /graphql route's handlers, to mount on the entry. */
  graphql: RequestHandler[];
  /**
   * Who holds the request's session, by the same check `execute` makes (the trusted sessions,
   * else identity): null when signed out or ended. Throws when identity cannot tell.
   */
  viewer(req: Incoming): Promise<Viewer | null>;
  /** How many writes to a subgraph have ended in this process: what was read before the count moved may be stale. */
  writes(subgraph: string): number;
}

export async function startGateway(
  options: GatewayOptions,
): Promise<{ url: string; close(): Promise<void>; local: LocalGateway }> {
  const logger = serviceLogger('gateway');
  const metrics = serviceMetrics('gateway');
  const writes = new Map<string, number>();
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(SUPERGRAPH_FILE, 'utf8'),
    buildService: ({ name }) =>
      new SubgraphDataSource(name, subgraphUrl(name), options.secureCookie, options.secret, () =>
        writes.set(name, (writes.get(name) ?? 0) + 1),
      ),
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
  const viewerOf = (req: Incoming, token = sessionToken(req.headers.cookie)) =>
    token ? sessions.resolve(token, req.header(REQUEST_ID_HEADER)) : Promise.resolve(null);
  const context = async (req: Incoming, res: Response, address: string | undefined): Promise<GatewayContext> => {
    const token = sessionToken(req.headers.cookie);
    const requestId = req.header(REQUEST_ID_HEADER);
    const viewer = await viewerOf(req, token);
    const sessionEnded = () => token && sessions.forget(token);
    return { viewer, address, requestId, res, sessionEnded };
  };
  // Set by the entry and the bridge (never taken from the browser); the gateway is internal.
  app.use('/graphql', ...graphqlRoute(server, (req, res) => context(req, res, req.header(CLIENT_ADDRESS_HEADER))));
  const served = await serveGraphql(app, server, options.port, logger);
  const local: LocalGateway = {
    graphql: graphqlRoute(server, (req, res) => context(req, res, req.ip)),
    viewer: (req) => viewerOf(req),
    writes: (subgraph) => writes.get(subgraph) ?? 0,
    async execute(req, res, query, variables) {
      let contextValue: GatewayContext;
      try {
        contextValue = await context(req, res, req.ip);
      } catch (error) {
        // A session identity cannot confirm: the error Apollo Server would have answered with.
        if (error instanceof GraphQLError) return { errors: [error.toJSON()] };
        throw error;
      }
      const response = await server.executeOperation<Record<string, unknown>>({ query, variables }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('an incremental answer to a bridge operation');
      return response.body.singleResult;
    },
  };
  const close = async () => {
    sessions.stop();
    await served.close();
  };
  return { url: served.url, close, local };
}

/** /graphql's handlers: the body, the operation, and GraphQL's error shape for a refused body. */
function graphqlRoute(
  server: ApolloServer<GatewayContext>,
  context: (req: Request, res: Response) => Promise<GatewayContext>,
): RequestHandler[] {
  // A body refused before GraphQL reads it: the client gets GraphQL's error shape, not a page.
  const refusal: ErrorRequestHandler = (error, _req, res, next) => {
    const refused = refusedBody(error);
    if (!refused) return next(error);
    res.status(refused.status).json({ errors: [{ message: refused.message, extensions: { code: 'BAD_REQUEST' } }] });
  };
  return [
    // As much as a subgraph takes (1 MB): a data import (issue 38) sends an area's part as one variable.
    ...jsonBody('1mb'),
    expressMiddleware(server, { context: ({ req, res }) => context(req, res) }),
    refusal as unknown as RequestHandler,
  ];
}
