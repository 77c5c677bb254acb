import { flagFromEnv, internalSecret, portFromEnv } from '@predental/service-kit/config';
import { runService } from '@predental/service-kit/run-service';
import { startGateway } from './gateway-server';

runService('gateway', () =>
  startGateway({
    port: portFromEnv('GATEWAY_PORT', 4000),
    secret: internalSecret(),
    secureCookie: flagFromEnv('COOKIE_SECURE', false),
  }),
);
