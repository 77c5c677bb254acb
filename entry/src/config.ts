import { flagFromEnv, portFromEnv, trustProxyFromEnv } from '@predental/service-kit/config';
import type { EntryOptions } from './entry-server';

/** 'https://predental.example' (a trailing '/' is fine), but no path, query or credentials. */
function isBareOrigin(url: URL): boolean {
  return ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
}

/**
 * PUBLIC_ORIGIN: the origins browsers use to reach us when a proxy in front rewrites Host,
 * comma-separated. A wrong one stops the start, naming the variable.
 */
function publicOriginsFromEnv(name = 'PUBLIC_ORIGIN'): string[] {
  const items = (process.env[name] ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  return items.map((item) => {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    if (!url || !isBareOrigin(url)) {
      console.error(`${name} must be a comma-separated list of origins such as https://predental.example, got "${item}"`);
      process.exit(1);
    }
    return url.origin;
  });
}

/** The entry's settings; any invalid value stops the process naming its variable. */
export function entryOptionsFromEnv(): EntryOptions {
  return {
    port: portFromEnv('PORT', 3000),
    metricsPort: portFromEnv('ENTRY_METRICS_PORT', 9464),
    gatewayUrl: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql',
    trustProxy: trustProxyFromEnv(),
    publicOrigins: publicOriginsFromEnv(),
    // HSTS only where the cookie is HTTPS-only anyway: on plain-HTTP local runs it would stick.
    hsts: flagFromEnv('COOKIE_SECURE', false),
  };
}
