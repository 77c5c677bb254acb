import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SCREENS_FILE } from '@predental/contracts/screens';
import { remoteDist } from './remotes';

/** How long a failed read is remembered: a remote that is down costs a page its copies, not a wait, and is read again after this. */
const FAILED_FOR_MS = 5_000;
const FETCH_TIMEOUT_MS = 2_000;

async function fetchJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.href}: ${response.status}`);
  return response.json();
}

/** A file of the remote's build: from its own service, from where its manifest is deployed, or from its dist folder here. */
function readRemoteJson(
  name: string,
  manifestUrl: string,
  upstream: string | undefined,
  file: string,
): Promise<unknown> {
  if (upstream) return fetchJson(new URL(file, upstream.endsWith('/') ? upstream : `${upstream}/`));
  if (/^https?:\/\//.test(manifestUrl)) return fetchJson(new URL(file, manifestUrl));
  return readFile(path.join(remoteDist(name), file), 'utf8').then((text) => JSON.parse(text) as unknown);
}

/** Reads one file of a remote; undefined when it could not be read. */
export type RemoteFileReader = (remote: string, file: 'screens' | 'manifest') => Promise<unknown>;

/**
 * Reads the remotes' files as they are deployed now, for a page's HTML: each read afresh (the
 * files are served no-cache, so a copy in the page is never older than a fetch of its own would
 * be), except that a file that failed is not asked for again for a few seconds.
 */
export function remoteFileReader(
  remotes: () => Record<string, string>,
  upstreams: Record<string, string | undefined>,
): RemoteFileReader {
  const failedUntil = new Map<string, number>();
  return async (remote, kind) => {
    const manifestUrl = remotes()[remote];
    if (!manifestUrl) return undefined;
    const file = kind === 'screens' ? SCREENS_FILE : path.posix.basename(new URL(manifestUrl, 'http://x').pathname);
    const key = `${remote} ${manifestUrl} ${file}`;
    if ((failedUntil.get(key) ?? 0) > Date.now()) return undefined;
    try {
      return await readRemoteJson(remote, manifestUrl, upstreams[remote], file);
    } catch {
      // A remote that is down: the shell fetches the file itself, and its own loading shows the area's error card.
      failedUntil.set(key, Date.now() + FAILED_FOR_MS);
      return undefined;
    }
  };
}
