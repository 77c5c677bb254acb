import { securityLog } from '@predental/service-kit/security-log';
import type { Request, RequestHandler } from 'express';

/** Methods that change nothing; everything else must come from our own pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** 'none' is a request the user typed or bookmarked, never one a foreign page made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const log = securityLog('entry');

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Our origin as this request reached us (trust proxy applied), plus the configured public ones. */
function isOwnOrigin(req: Request, origin: string, publicOrigins: readonly string[]): boolean {
  const claimed = originOf(origin);
  if (!claimed) return false;
  const own = req.host ? originOf(`${req.protocol}://${req.host}`) : undefined;
  return claimed === own || publicOrigins.includes(claimed);
}

/** Why a request looks cross-site, or undefined. Clients that send neither header (curl, API clients) pass. */
function crossSiteReason(req: Request, publicOrigins: readonly string[]): string | undefined {
  const origin = req.get('origin');
  if (origin !== undefined)
    return isOwnOrigin(req, origin, publicOrigins) ? undefined : `origin ${origin.slice(0, 200)}`;
  const site = req.get('sec-fetch-site');
  if (site !== undefined && !OWN_FETCH_SITES.has(site)) return `sec-fetch-site ${site.slice(0, 50)}`;
  return undefined;
}

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

/**
 * CSRF protection for everything that changes state: SameSite=Lax alone still lets a foreign
 * site's form POST carry the session cookie in some cases (and sibling subdomains are "same
 * site"). Requiring JSON bodies also rules out the "simple" requests a page may send without a
 * CORS preflight (forms, text/plain fetches).
 */
export function crossSiteGuard(publicOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const reason = crossSiteReason(req, publicOrigins);
    if (reason) {
      log('csrf_refused', { address: req.ip, target: req.path, reason });
      res.status(403).json({ message: 'Cross-site requests are not allowed' });
      return;
    }
    if (hasBody(req) && req.is('application/json') !== 'application/json') {
      res.status(415).json({ message: 'Send the request body as JSON (Content-Type: application/json)' });
      return;
    }
    next();
  };
}
