import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

let fresh = 0;

/** The same file at an address of its own, which no hint of the page's HTML matches. */
function freshAddress(url: string): string {
  const address = new URL(url, window.location.href);
  address.searchParams.set('fresh', String(++fresh));
  return address.href;
}

async function fetchOnce(url: string, init: RequestInit): Promise<Response | undefined> {
  try {
    const response = await fetch(url, init);
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's HTML hints the path's remote manifests, and Chromium hands the first fetch of a hinted
 * address that hint's response, a failure included: a remote that was down when the page loaded
 * would stay down for a Retry once it is back. A manifest that fails is fetched once more, afresh.
 */
export const retryHintedFetch: ModuleFederationRuntimePlugin = {
  name: 'predental-retry-hinted-fetch',
  async fetch(url, init) {
    return (await fetchOnce(url, init)) ?? fetch(freshAddress(url), init);
  },
};
