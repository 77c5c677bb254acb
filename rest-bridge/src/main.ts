import type { AddressInfo } from 'node:net';
import { portFromEnv, trustProxyFromEnv } from '@predental/service-kit/config';
import { drainer } from '@predental/service-kit/drain';
import { gatewayReadiness, mountHealth } from '@predental/service-kit/health';
import { metricsHandler, observeRequests, serviceLogger, serviceMetrics } from '@predental/service-kit/observability';
import express from 'express';
import { createBridge } from './bridge';

/** Runs the bridge alone (a team deploying only the /api contract). */
const port = portFromEnv('BRIDGE_PORT', 4100);
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';
const trustProxy = trustProxyFromEnv();
const metrics = serviceMetrics('rest-bridge');
const drain = drainer();
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy);
app.use(drain.track);
app.use(observeRequests(serviceLogger('rest-bridge'), metrics, trustProxy !== false));
mountHealth(app, 'rest-bridge', gatewayReadiness(gatewayUrl, drain));
app.get('/metrics', metricsHandler(metrics));
app.use('/api', createBridge({ gatewayUrl }));
// The port it got, which differs from BRIDGE_PORT=0 (tests).
const server = app.listen(port, process.env.HOST ?? '127.0.0.1', () => console.log(`[rest-bridge] ready at http://127.0.0.1:${(server.address() as AddressInfo).port}/api`));
const shutdown = () => drain.close(server).then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
