import { createHmac, timingSafeEqual } from 'node:crypto';
import { viewerSchema, type Viewer } from '@predental/contracts/viewer';
import { z } from 'zod';

/** Header the gateway sets on every subgraph request. */
export const VIEWER_HEADER = 'x-viewer-assertion';

/**
 * The client's address as the entry determined it (TRUST_PROXY applied there). The entry and
 * the bridge overwrite whatever a client sent; the gateway signs it into the assertion so the
 * identity subgraph can throttle per address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** Long enough for one federated query plan, short enough that a leaked header is useless. */
const LIFETIME_MS = 30_000;

const assertionSchema = z.object({
  viewer: viewerSchema.nullable(),
  /** The one subgraph this assertion is for: a header replayed to another subgraph is refused. */
  aud: z.string(),
  /** The client's address, when known. */
  addr: z.string().max(100).optional(),
  exp: z.number(),
});
export type Assertion = z.infer<typeof assertionSchema>;

/**
 * INTERNAL_SECRET itself is never used as a key or sent anywhere: each use gets its own key
 * derived from it, so the credential the gateway sends to identity's session lookup cannot sign
 * viewer assertions.
 */
export function derivedKey(
  secret: string,
  purpose: 'viewer-assertion' | 'session-lookup' | 'signup-proof' | 'signup-proof-key' | 'service-call',
): string {
  return createHmac('sha256', secret).update(`predental:${purpose}`).digest('base64url');
}

/** Signing and verifying run on every subgraph call: the key is derived once per secret. */
const assertionKeys = new Map<string, string>();
function assertionKey(secret: string): string {
  let key = assertionKeys.get(secret);
  if (!key) assertionKeys.set(secret, (key = derivedKey(secret, 'viewer-assertion')));
  return key;
}

export function sign(body: string, key: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** The gateway's side: who is asking (or nobody), signed for one subgraph. */
export function signViewer(
  viewer: Viewer | null,
  secret: string,
  audience: string,
  address?: string,
  now = Date.now(),
): string {
  const claims: Assertion = {
    viewer,
    aud: audience,
    ...(address ? { addr: address.slice(0, 100) } : {}),
    exp: now + LIFETIME_MS,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body, assertionKey(secret))}`;
}

/**
 * The JSON a `<body>.<signature>` header carries when `key` signed it (compared in constant
 * time), else null: the one check behind viewer assertions and service calls (service-call.ts).
 */
export function signedClaims(header: string | undefined, key: string, maxLength: number): unknown {
  if (!header || header.length > maxLength) return null;
  const [body, signature] = header.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(body, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The subgraph's side: null when the header is missing, forged, expired or meant for another subgraph. */
export function verifyViewer(
  header: string | undefined,
  secret: string,
  audience: string,
  now = Date.now(),
): Assertion | null {
  const parsed = assertionSchema.safeParse(signedClaims(header, assertionKey(secret), 4096));
  if (!parsed.success || parsed.data.exp < now || parsed.data.aud !== audience) return null;
  return parsed.data;
}

/** Compares a presented credential with the expected one in constant time. */
export function sameCredential(given: string | undefined, expected: string): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** Set by the identity subgraph when a session starts (a token) or ends (empty); the gateway turns it into the cookie. */
export const SESSION_HEADER = 'x-session-token';

/** The internal call the gateway makes to find who holds a session cookie. */
export const SESSION_RESOLVE_PATH = '/internal/session';
/** Where the gateway asks identity which sessions ended since it last asked. */
export const SESSION_ENDS_PATH = '/internal/session-ends';
/** Carries derivedKey(secret, 'session-lookup'), never the secret. */
export const SESSION_LOOKUP_HEADER = 'x-session-lookup-key';
