import path from 'node:path';
import type { Response } from 'express';

/**
 * Whether a built browser file keeps its name across deploys (pages, manifests, remoteEntry.js),
 * so a browser must revalidate it and a redeployed remote is picked up at once; hashed bundles
 * never change.
 */
export function isRevalidated(file: string): boolean {
  const name = path.basename(file);
  return name.endsWith('.html') || name.endsWith('.json') || name === 'remoteEntry.js';
}

/**
 * Cache-Control for built browser files (the entry's and each remote's own service). Not "public":
 * a shared cache may keep an answer with max-age anyway, but for one to a request with
 * Authorization, which no script request carries.
 */
export function setCacheHeaders(res: Response, file: string): void {
  res.setHeader('Cache-Control', isRevalidated(file) ? 'no-cache' : 'max-age=31536000, immutable');
}
