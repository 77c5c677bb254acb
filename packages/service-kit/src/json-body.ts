import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';

/** A body error with the status and message the service answers with. */
class BodyError extends Error {
  readonly status = 400;
  readonly expose = true;
}

/** In Unicode mode a surrogate pair is one code point, so this matches only a surrogate on its own. */
const LONE_SURROGATE = /\p{Cs}/u;
const isIllFormed = (text: string) => LONE_SURROGATE.test(text);

/** Whether any text in a parsed JSON value holds a lone surrogate (an escaped "\ud800" parses to one). */
function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return isIllFormed(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => isIllFormed(key) || hasLoneSurrogate(item));
  return false;
}

/**
 * JSON bodies as the services read them: bytes that are not UTF-8 and escaped lone surrogates are
 * refused with 400 instead of being stored as U+FFFD; an error carries `status` for the error handler.
 */
export function jsonBody(limit = '100kb'): RequestHandler[] {
  return [
    express.json({
      limit,
      verify: (_req, _res, bytes) => {
        if (!isUtf8(bytes)) throw new BodyError('Request body is not valid UTF-8');
      },
    }),
    (req, _res, next) =>
      next(hasLoneSurrogate(req.body) ? new BodyError('Request body has text that is not valid Unicode') : undefined),
  ];
}

/**
 * A 4xx error (a body refused before the service read it: not JSON, too large, not UTF-8; or a
 * route's own refusal): its status and the message to answer with, hidden where the error says
 * not to expose it; undefined for any other error.
 */
export function refusedBody(error: unknown): { status: number; message: string } | undefined {
  const { status, type, expose, message } = (error ?? {}) as {
    status?: unknown;
    type?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (type === 'entity.parse.failed') return { status, message: 'Request body is not valid JSON' };
  return { status, message: expose !== false && typeof message === 'string' ? message : 'Bad request' };
}
