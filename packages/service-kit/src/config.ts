/**
 * Settings from the environment. A wrong value stops the process at start with a message that
 * names the variable: a typo must never silently turn a limit off (NaN compares false).
 */
function refuse(name: string, message: string): never {
  console.error(`${name} ${message}`);
  process.exit(1);
}

/** Reads a required setting; a missing one stops the process with a message that says what to set. */
export function requireEnv(name: string, hint: string): string {
  const value = process.env[name];
  if (!value) refuse(name, `is not set: ${hint}`);
  return value;
}

/** A whole number within [min, max]; unset or empty gives the fallback. */
export function intFromEnv(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    refuse(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function portFromEnv(name: string, fallback: number): number {
  return intFromEnv(name, fallback, { min: 0, max: 65535 });
}

/** 'true' or 'false' (unset gives the fallback); anything else is a mistake worth stopping for. */
export function flagFromEnv(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (raw !== 'true' && raw !== 'false') refuse(name, `must be "true" or "false", got "${raw}"`);
  return raw === 'true';
}

const MIN_SECRET_LENGTH = 32;

/** The secret shared by the gateway and the subgraphs; `npm start` and the tests generate one. */
export function internalSecret(): string {
  const secret = requireEnv(
    'INTERNAL_SECRET',
    'set the same random string for the gateway and every subgraph (npm start generates one)',
  );
  if (secret.length < MIN_SECRET_LENGTH) {
    refuse('INTERNAL_SECRET', `must be at least ${MIN_SECRET_LENGTH} characters long (e.g. openssl rand -base64 48)`);
  }
  return secret;
}

/**
 * Which proxies in front of us may say who the client is (X-Forwarded-For), as Express's
 * 'trust proxy' takes it: false (none, the default), a hop count, or a list of addresses and
 * subnets. 'true' would believe any client's own X-Forwarded-For, so it is refused.
 */
export function trustProxyFromEnv(name = 'TRUST_PROXY'): false | number | string[] {
  const raw = process.env[name]?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return intFromEnv(name, 0, { min: 0, max: 10 });
  if (raw === 'true')
    refuse(
      name,
      'must be a hop count (e.g. 1) or a list of proxy addresses, not "true": "true" lets any client choose its own address',
    );
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const valid = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;
  const wrong = list.find((item) => !valid.test(item));
  if (wrong) refuse(name, `must be a hop count or a comma-separated list of addresses or subnets, got "${wrong}"`);
  return list;
}

/** 'https://predental.example' (a trailing '/' is fine), but no path, query or credentials. */
function isBareOrigin(url: URL): boolean {
  return (
    ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username
  );
}

/** A comma-separated list of origins (none when unset); a wrong one stops the start, naming the variable. */
export function originsFromEnv(name: string): string[] {
  const items = (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.map((item) => {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    if (!url || !isBareOrigin(url))
      refuse(name, `must be a comma-separated list of origins such as https://predental.example, got "${item}"`);
    return url.origin;
  });
}

/** An http(s) address of another service (a trailing '/' dropped), or undefined when unset. */
export function serviceUrlFromEnv(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !['http:', 'https:'].includes(new URL(raw).protocol))
    refuse(name, `must be an http(s) address such as http://rest-bridge:4100/api, got "${raw}"`);
  return raw.replace(/\/$/, '');
}
