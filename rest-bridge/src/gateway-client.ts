import type { Request, Response } from 'express';
import { request } from 'undici';

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; service?: string };
}

export interface GatewayResult<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

/**
 * Runs one GraphQL operation at the gateway on behalf of the browser: its session cookie goes
 * along, and any cookie the gateway sets (login, logout, password change) comes back.
 */
export function gatewayClient(gatewayUrl: string) {
  return async function callGateway<T>(req: Request, res: Response, query: string, variables: Record<string, unknown> = {}): Promise<GatewayResult<T>> {
    // undici's request API rather than fetch: the bridge sits on every /api call's path.
    const response = await request(gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers['set-cookie'];
    if (setCookie) res.append('set-cookie', setCookie);
    return (await response.body.json()) as GatewayResult<T>;
  };
}
export type CallGateway = ReturnType<typeof gatewayClient>;
