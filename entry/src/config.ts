import {
  flagFromEnv,
  originsFromEnv,
  portFromEnv,
  serviceUrlFromEnv,
  trustProxyFromEnv,
} from '@predental/service-kit/config';
import type { EntryOptions } from './entry-server';
import { REMOTES } from './remotes';

/** The entry's settings; any invalid value stops the process naming its variable. */
export function entryOptionsFromEnv(): EntryOptions {
  return {
    port: portFromEnv('PORT', 3000),
    metricsPort: portFromEnv('ENTRY_METRICS_PORT', 9464),
    gatewayUrl: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql',
    bridgeUrl: serviceUrlFromEnv('BRIDGE_URL'),
    remoteUpstreams: Object.fromEntries(
      REMOTES.map((name) => [name, serviceUrlFromEnv(`REMOTE_${name.toUpperCase()}_UPSTREAM`)]),
    ),
    trustProxy: trustProxyFromEnv(),
    // The origins browsers use to reach us when a proxy in front rewrites Host.
    publicOrigins: originsFromEnv('PUBLIC_ORIGIN'),
    // HSTS only where the cookie is HTTPS-only anyway: on plain-HTTP local runs it would stick.
    hsts: flagFromEnv('COOKIE_SECURE', false),
  };
}
