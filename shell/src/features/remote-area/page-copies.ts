import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FILES_SCRIPT_ID } from '@predental/contracts/shell-pages';

let copies: Map<string, unknown> | undefined;

/** The remotes' files the entry wrote into this page's HTML (as fresh as the page), by full address; read once. */
function copiesInPage(): Map<string, unknown> {
  if (copies) return copies;
  copies = new Map();
  const script = document.getElementById(REMOTE_FILES_SCRIPT_ID);
  script?.remove();
  try {
    const files = JSON.parse(script?.textContent || '{}') as Record<string, unknown>;
    for (const [address, json] of Object.entries(files)) copies.set(new URL(address, window.location.href).href, json);
  } catch {
    // Unreadable: every file is fetched instead.
  }
  return copies;
}

/**
 * The page's copy of a remote's file, handed out once: the next read of it (Retry, a later
 * navigation) fetches the file as it is deployed then. Undefined when the page has none.
 */
export function takePageCopy(url: string): unknown {
  const address = new URL(url, window.location.href).href;
  const page = copiesInPage();
  const copy = page.get(address);
  page.delete(address);
  return copy;
}

/** The federation runtime reads a remote's manifest from the page's copy when there is one, instead of fetching it. */
export const manifestsInPage: ModuleFederationRuntimePlugin = {
  name: 'predental-manifests-in-page',
  fetch(url) {
    const copy = takePageCopy(url);
    return copy === undefined ? undefined : Promise.resolve(Response.json(copy));
  },
};
