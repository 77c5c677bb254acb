import { flagFromEnv, internalSecret, portFromEnv } from '@predental/service-kit/config';
import { startGateway } from './gateway-server';

startGateway({
  port: portFromEnv('GATEWAY_PORT', 4000),
  secret: internalSecret(),
  secureCookie: flagFromEnv('COOKIE_SECURE', false),
})
  .then((gateway) => {
    const shutdown = () => gateway.close().then(() => process.exit(0));
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
  })
  .catch((error) => {
    console.error('[gateway] failed to start:', error);
    process.exit(1);
  });
