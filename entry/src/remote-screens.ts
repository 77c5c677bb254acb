import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AreaScreens } from '@predental/contracts/screens';
import { readDeclaredScreens } from './preload-hints';
import { remoteDist } from './remotes';

/** How long a remote's declaration is trusted before it is read again: a redeployed remote's hints follow within this. */
const REREAD_MS = 5_000;
const FETCH_TIMEOUT_MS = 2_000;

async function fetchJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.href}: ${response.status}`);
  return response.json();
}

/** A file of the remote's build: from its own service, from where its manifest is deployed, or from its dist folder here. */
function readRemoteJson(name: string, manifestUrl: string, upstream: string | undefined) {
  return async (file: string): Promise<unknown> => {
    if (upstream) return fetchJson(new URL(file, upstream.endsWith('/') ? upstream : `${upstream}/`));
    if (/^https?:\/\//.test(manifestUrl)) return fetchJson(new URL(file, manifestUrl));
    return JSON.parse(await readFile(path.join(remoteDist(name), file), 'utf8'));
  };
}

/**
 * Every remote's current screen declaration, for the HTML's preload hints; each read at most every
 * few seconds, so most pages' HTML costs no file read or request to a remote.
 */
export function remoteScreens(
  remotes: () => Record<string, string>,
  upstreams: Record<string, string | undefined>,
): () => Promise<Record<string, AreaScreens | undefined>> {
  const cache = new Map<string, { until: number; manifestUrl: string; screens: Promise<AreaScreens | undefined> }>();
  return async () => {
    const now = Date.now();
    const reads = Object.entries(remotes()).map(async ([name, manifestUrl]) => {
      let cached = cache.get(name);
      if (!cached || cached.until <= now || cached.manifestUrl !== manifestUrl) {
        const screens = readDeclaredScreens(readRemoteJson(name, manifestUrl, upstreams[name]));
        cached = { until: now + REREAD_MS, manifestUrl, screens };
        cache.set(name, cached);
      }
      return [name, await cached.screens] as const;
    });
    return Object.fromEntries(await Promise.all(reads));
  };
}
