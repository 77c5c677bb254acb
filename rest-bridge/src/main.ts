import express from 'express';
import { createBridge } from './bridge';

/** Runs the bridge alone (a team deploying only the /api contract). */
const port = Number(process.env.BRIDGE_PORT ?? 4100);
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', process.env.TRUST_PROXY === 'true');
app.use('/api', createBridge({ gatewayUrl: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql', loginsPerMinute: Number(process.env.LOGIN_RATE_LIMIT ?? 20) }));
app.listen(port, () => console.log(`[rest-bridge] ready at http://127.0.0.1:${port}/api`));
