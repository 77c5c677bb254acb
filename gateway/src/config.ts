import { flagFromEnv, internalSecret, portFromEnv } from '@predental/service-kit/config';
import type { GatewayOptions } from './gateway-server';

/** The gateway's settings, alone or inside the entry (GATEWAY_IN_ENTRY); an invalid value stops the process naming it. */
export function gatewayOptionsFromEnv(): GatewayOptions {
  return {
    port: portFromEnv('GATEWAY_PORT', 4000),
    secret: internalSecret(),
    secureCookie: flagFromEnv('COOKIE_SECURE', false),
  };
}
