import type { Viewer } from '@predental/contracts/viewer';
import { INTERNAL_SECRET_HEADER, SESSION_RESOLVE_PATH } from '@predental/service-kit/viewer-token';
import { request } from 'undici';
import { subgraphUrl } from './subgraphs';

export const SESSION_COOKIE = 'sid';

export function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** Asks the identity subgraph who holds the session, on every request, so a revoked one fails at once. */
export function sessionResolver(secret: string) {
  const url = new URL(SESSION_RESOLVE_PATH, subgraphUrl('identity')).toString();
  return async (token: string): Promise<Viewer | null> => {
    const response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: secret },
      body: JSON.stringify({ token }),
    });
    const body = (await response.body.json()) as { viewer: Viewer | null };
    if (response.statusCode !== 200) throw new Error(`session lookup answered ${response.statusCode}`);
    return body.viewer;
  };
}
