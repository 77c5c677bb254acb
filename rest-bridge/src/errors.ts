import { ERROR_STATUS, isErrorCode } from '@predental/contracts/api-error';
import type { Response } from 'express';
import type { GatewayResult } from './gateway-client';

/** Sends the first GraphQL error as `{ message }` with the HTTP status its code stands for. Returns true if it sent one. */
export function sentGatewayError(res: Response, result: GatewayResult<unknown>): boolean {
  const error = result.errors?.[0];
  if (!error) return false;
  const code = error.extensions?.code;
  const status = isErrorCode(code) ? ERROR_STATUS[code] : 500;
  const retryAfter = error.extensions?.retryAfter;
  if (status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  res.status(status).json({ message: status === 500 ? 'Internal server error' : error.message });
  return true;
}

/** Data whose only errors are areas being down (the gateway left their nullable fields null). */
export const onlyAreasDown = (result: GatewayResult<unknown>) =>
  result.data != null && (result.errors ?? []).every((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE');
