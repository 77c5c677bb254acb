import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { derivedKey } from './viewer-token';

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

const sign = (body: string, secret: string) =>
  createHmac('sha256', derivedKey(secret, 'service-call')).update(body).digest('base64url');

/** The caller's side: the header value for one call to `audience`. */
export function signServiceCall(service: CallingService, secret: string, audience: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ service, aud: audience, exp: now + LIFETIME_MS })).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The callee's side: the calling service, or null when the header is missing, forged, expired or for another audience. */
export function verifyServiceCall(
  header: string | undefined,
  secret: string,
  audience: string,
  now = Date.now(),
): CallingService | null {
  if (!header || header.length > 1024) return null;
  const [body, signature] = header.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.exp < now || parsed.data.aud !== audience) return null;
    return parsed.data.service;
  } catch {
    return null;
  }
}
