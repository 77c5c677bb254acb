import { startEntry } from './entry-server';

startEntry({
  port: Number(process.env.PORT ?? 3000),
  gatewayUrl: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql',
  loginsPerMinute: Number(process.env.LOGIN_RATE_LIMIT ?? 20),
  trustProxy: process.env.TRUST_PROXY === 'true',
})
  .then((entry) => {
    console.log(`[entry] PreDental Tracker is at ${entry.url}`);
    const shutdown = () => entry.close().then(() => process.exit(0));
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
  })
  .catch((error) => {
    console.error('[entry] failed to start:', error);
    process.exit(1);
  });
