import { portFromEnv, trustProxyFromEnv } from '@predental/service-kit/config';
import { drainer } from '@predental/service-kit/drain';
import { gatewayReadiness, mountHealth } from '@predental/service-kit/health';
import { boundPort, listen } from '@predental/service-kit/listen';
import { metricsHandler, observeRequests, serviceLogger, serviceMetrics } from '@predental/service-kit/observability';
import { runService } from '@predental/service-kit/run-service';
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
app.use('/api', createBridge({ gateway: gatewayUrl }));
runService('rest-bridge', async () => {
  const server = await listen(app, port, process.env.HOST ?? '127.0.0.1');
  console.log(`[rest-bridge] ready at http://127.0.0.1:${boundPort(server)}/api`);
  return { close: () => drain.close(server) };
});
