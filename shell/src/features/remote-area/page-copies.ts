import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { AreaScreens } from '@predental/contracts/screens';
import { CHECKED_SCREENS_SCRIPT_ID, REMOTE_FILES_SCRIPT_ID } from '@predental/contracts/shell-pages';

const copies = new Map<string, Map<string, unknown>>();

/** What the entry wrote into this page's HTML under the script's id (as fresh as the page), by full address; read once. */
function copiesInPage(id: string): Map<string, unknown> {
  let page = copies.get(id);
  if (page) return page;
  page = new Map();
  copies.set(id, page);
  const script = document.getElementById(id);
  script?.remove();
  try {
    const files = JSON.parse(script?.textContent || '{}') as Record<string, unknown>;
    for (const [address, json] of Object.entries(files)) page.set(new URL(address, window.location.href).href, json);
  } catch {
    // Unreadable: every file is fetched instead.
  }
  return page;
}

/** Hands out the page's copy of a file once: the next read of it (Retry, a later navigation) fetches it as deployed then. */
function takeOnce(id: string, url: string): unknown {
  const address = new URL(url, window.location.href).href;
  const page = copiesInPage(id);
  const copy = page.get(address);
  page.delete(address);
  return copy;
}

/** The page's copy of a remote's file (a manifest), handed out once. Undefined when the page has none. */
const takePageCopy = (url: string): unknown => takeOnce(REMOTE_FILES_SCRIPT_ID, url);

/**
 * The remote's screen declaration as the entry checked it for this page (at screens.json's
 * address), handed out once. The entry writes only what passed the contract, parsed, so it is used
 * as it is: checking it again would cost every signed-in page zod's core (issue 41). Undefined
 * when the page has none (the remote could not be read, or the entry refused its declaration).
 */
export const takeCheckedScreens = (url: string): AreaScreens | undefined =>
  takeOnce(CHECKED_SCREENS_SCRIPT_ID, url) as AreaScreens | undefined;

/** The federation runtime reads a remote's manifest from the page's copy when there is one, instead of fetching it. */
export const manifestsInPage: ModuleFederationRuntimePlugin = {
  name: 'predental-manifests-in-page',
  fetch(url) {
    const copy = takePageCopy(url);
    return copy === undefined ? undefined : Promise.resolve(Response.json(copy));
  },
};
