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
