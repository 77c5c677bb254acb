import { intFromEnv } from '@predental/service-kit/config';
import { jsonBody, refusedBody } from '@predental/service-kit/json-body';
import { Router, type ErrorRequestHandler } from 'express';
import { API_ROWS } from './api-rows';
import { GatewayFailure, gatewayClient, type InProcessGateway } from './gateway-client';
import { importBody } from './me/export-routes';
import { routeTable } from './route-table';

/** Connection errors that mean the gateway is down rather than the request being wrong. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

export interface BridgeOptions {
  /** The gateway's /graphql address, or the gateway in this process. */
  gateway: string | InProcessGateway;
  /** How long one gateway call may take, answer included (default GATEWAY_TIMEOUT_MS). */
  gatewayTimeoutMs?: number;
}

/** Longer than the gateway's own worst case (session lookup, then two subgraph calls in turn, each with its timeout), so its clearer errors come first. */
const DEFAULT_GATEWAY_TIMEOUT_MS = 30_000;

/** The /api router: every row of SPEC §7, each answered by one gateway operation. */
export function createBridge(options: BridgeOptions): Router {
  const callGateway = gatewayClient(
    options.gateway,
    options.gatewayTimeoutMs ?? intFromEnv('GATEWAY_TIMEOUT_MS', DEFAULT_GATEWAY_TIMEOUT_MS, { min: 100 }),
  );
  const api = Router();
  // A data file is larger than any other body: its route alone takes more (the rest then skip it).
  api.use('/me/import', ...importBody);
  api.use(jsonBody());
  api.use(routeTable(callGateway, API_ROWS));
  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    if (error instanceof GatewayFailure) {
      console.error(`[rest-bridge] gateway failed (${error.status}): ${error.message}`);
      res.status(error.status).json({ message: error.message });
      return;
    }
    const refused = refusedBody(error);
    if (refused) {
      res.status(refused.status).json({ message: refused.message });
      return;
    }
    console.error('[rest-bridge] request failed', error);
    const unreachable = UNREACHABLE.has(String((error as { code?: unknown } | undefined)?.code));
    res.status(unreachable ? 503 : 500).json({
      message: unreachable ? 'The service is unavailable. Please try again shortly.' : 'Internal server error',
    });
  };
  api.use(onError);
  return api;
}
