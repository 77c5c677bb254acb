import { z } from 'zod';
import { derivedKey, sign, signedClaims } from './viewer-token';

/**
 * A call one service makes to another on its own behalf, never a user's: identity asking an
 * area to erase a deleted student's records. It travels beside the viewer assertion's mechanism
 * (signed, for one audience, 30 s) in a header of its own, under a key of its own derived from
 * INTERNAL_SECRET: the gateway's viewer assertions cannot be turned into one, whoever the viewer
 * (a student, an admin), and a call signed for one area is refused by every other.
 */
export const SERVICE_HEADER = 'x-service-assertion';

/** The services that may call others on their own behalf. */
export type CallingService = 'identity';

const LIFETIME_MS = 30_000;

const claimsSchema = z.object({ service: z.literal('identity'), aud: z.string(), exp: z.number() });

const keyOf = (secret: string) => derivedKey(secret, 'service-call');

/** The caller's side: the header value for one call to `audience`. */
export function signServiceCall(service: CallingService, secret: string, audience: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ service, aud: audience, exp: now + LIFETIME_MS })).toString('base64url');
  return `${body}.${sign(body, keyOf(secret))}`;
}

/** The callee's side: the calling service, or null when the header is missing, forged, expired or for another audience. */
export function verifyServiceCall(
  header: string | undefined,
  secret: string,
  audience: string,
  now = Date.now(),
): CallingService | null {
  // Every request to a subgraph is asked: most carry no such header, and cost nothing here.
  if (!header) return null;
  const parsed = claimsSchema.safeParse(signedClaims(header, keyOf(secret), 1024));
  if (!parsed.success || parsed.data.exp < now || parsed.data.aud !== audience) return null;
  return parsed.data.service;
}
