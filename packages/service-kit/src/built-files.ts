import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import send from 'send';
import { REQUEST_ID_HEADER } from './request-id';
import { isRevalidated, setCacheHeaders } from './static-cache';

/**
 * A built script or manifest: plain names only (no dot segments, no escapes), so the path cannot
 * leave the build folder; anything else is left to express.static.
 */
export const BUILT_FILE = /^(?:\/[\w-]+)*\/[\w-]+(?:\.[\w-]+)*\.(?:js|json)$/;

/**
 * Headers that only a document (a page a browser renders) acts on: helmet sets them on every
 * answer, and on a script's they cost about 600 bytes each, 38 times on the dashboard (issue 41).
 * nosniff, Cross-Origin-Resource-Policy and Strict-Transport-Security stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * Leaves a script's or manifest's answer the headers it uses. Also off: x-request-id (the log line
 * keeps the id; a file the same for everyone needs no correlating, documents and API answers keep
 * it), and Connection with the Keep-Alive that Node writes beside it: HTTP/1.1 keeps the
 * connection by default, and browsers ignore the timeout hint (about 100 bytes a script, issue 41).
 */
export function dropDocumentHeaders(res: Response): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  res.removeHeader(REQUEST_ID_HEADER);
  // Removed, Node sends neither header and still keeps the connection when the request allows it.
  res.removeHeader('Connection');
}

/**
 * Without a charset: a module script is always read as UTF-8, a classic one as its page is (ours
 * say utf-8), and JSON is UTF-8 by definition (RFC 8259 defines no charset). 15 bytes a script.
 */
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/** What remote-build's precompress plugin writes beside each file, best first. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() === true;

/** The best precompressed copy the request accepts (the build writes them with the file). */
async function precompressed(req: Request, file: string) {
  for (const candidate of ENCODINGS) {
    if (req.acceptsEncodings(candidate.encoding) !== candidate.encoding) continue;
    if (await isFile(file + candidate.suffix)) return candidate;
  }
  return undefined;
}

/**
 * The build's scripts and manifests from `dir`, precompressed when the build wrote a copy the
 * request accepts (brotli at quality 11 beats compressing on the fly by about 14%), with only the
 * headers a script uses: a validator only where the file is revalidated. A file without a copy
 * goes out plain, for the compression middleware in front; a path that is no such file, next.
 */
export function builtFiles(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !BUILT_FILE.test(req.path)) return next();
    const file = path.join(root, req.path);
    if (!(await isFile(file))) return next();
    const copy = await precompressed(req, file);
    dropDocumentHeaders(res);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.vary('Accept-Encoding');
    setCacheHeaders(res, file);
    res.setHeader('Content-Type', TYPES[path.extname(file)]!);
    if (copy) res.setHeader('Content-Encoding', copy.encoding);
    // send itself, as res.sendFile would add an ETag to every file.
    send(req, req.path + (copy?.suffix ?? ''), {
      root,
      etag: isRevalidated(file),
      lastModified: false,
      acceptRanges: false,
      cacheControl: false,
    })
      .on('error', next)
      .pipe(res);
  };
}
