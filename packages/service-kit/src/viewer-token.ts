import { createHmac, timingSafeEqual } from 'node:crypto';
import { viewerSchema, type Viewer } from '@predental/contracts/viewer';
import { z } from 'zod';

/** Header the gateway sets on every subgraph request. */
export const VIEWER_HEADER = 'x-viewer-assertion';

/** Long enough for one federated query plan, short enough that a leaked header is useless. */
const LIFETIME_MS = 30_000;

const assertionSchema = z.object({ viewer: viewerSchema.nullable(), exp: z.number() });
export type Assertion = z.infer<typeof assertionSchema>;

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** The gateway's side: who is asking (or nobody), signed for the subgraphs. */
export function signViewer(viewer: Viewer | null, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ viewer, exp: now + LIFETIME_MS })).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The subgraph's side: null when the header is missing, forged or expired. */
export function verifyViewer(header: string | undefined, secret: string, now = Date.now()): Assertion | null {
  if (!header) return null;
  const [body, signature] = header.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = assertionSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.exp < now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Set by the identity subgraph when a session starts (a token) or ends (empty); the gateway turns it into the cookie. */
export const SESSION_HEADER = 'x-session-token';

/** The internal call the gateway makes to find who holds a session cookie. */
export const SESSION_RESOLVE_PATH = '/internal/session';
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';
