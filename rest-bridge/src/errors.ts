import { ERROR_STATUS, firstIssue, isErrorCode } from '@predental/contracts/api-error';
import type { Response } from 'express';
import type { z } from 'zod';
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

/** zod at the REST edge: the body is parsed or a 400 with the first message is sent. */
export function parseBody<S extends z.ZodType>(res: Response, schema: S, body: unknown): z.infer<S> | undefined {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  res.status(400).json({ message: firstIssue(result.error) });
  return undefined;
}
