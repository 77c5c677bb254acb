import path from 'node:path';
import type { Response } from 'express';

/**
 * Cache-Control for built browser files (the entry's and each remote's own service): hashed
 * bundles never change, while pages, manifests and remoteEntry.js keep their names across
 * deploys and must be revalidated, so a redeployed remote is picked up at once.
 */
export function setCacheHeaders(res: Response, file: string): void {
  const name = path.basename(file);
  const fresh = name.endsWith('.html') || name.endsWith('.json') || name === 'remoteEntry.js';
  res.setHeader('Cache-Control', fresh ? 'no-cache' : 'public, max-age=31536000, immutable');
}
