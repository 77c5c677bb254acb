import { portFromEnv, trustProxyFromEnv } from '@predental/service-kit/config';
import express from 'express';
import { createBridge } from './bridge';

/** Runs the bridge alone (a team deploying only the /api contract). */
const port = portFromEnv('BRIDGE_PORT', 4100);
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxyFromEnv());
app.use('/api', createBridge({ gatewayUrl: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql' }));
app.listen(port, () => console.log(`[rest-bridge] ready at http://127.0.0.1:${port}/api`));
