import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The path the page's HTML was written for: its script hints are for the modules this path renders. */
const pagePath = window.location.pathname;
let hinted: string[] | undefined;

/** The scripts the page's HTML asks for as it arrives (the entry's preload links), read once. */
function hintedScripts(): string[] {
  hinted ??= [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.href,
  );
  return hinted;
}

/**
 * The runtime works out a remote's files for each module it preloads or loads (walking the
 * manifest, matching shared versions) and adds a preload link per file: on /dashboard, 60-130 ms
 * at 4x CPU (issue 41). On the page's own path the HTML already asked for every script of the
 * remotes it carries, so the runtime skips that work for them; on a later path (or a remote the
 * entry could not read) it preloads as before.
 */
export const scriptsHintedByPage: ModuleFederationRuntimePlugin = {
  name: 'predental-scripts-hinted-by-page',
  beforePreloadRemote({ preloadOps, options }) {
    if (window.location.pathname !== pagePath) return;
    const hintedByPage = (nameOrAlias: string) => {
      const remote = options.remotes.find((each) => each.name === nameOrAlias || each.alias === nameOrAlias);
      if (!remote || !('entry' in remote)) return false;
      const folder = new URL('.', new URL(remote.entry, window.location.href)).href;
      return hintedScripts().some((script) => script.startsWith(folder));
    };
    const left = preloadOps.filter((op) => !hintedByPage(op.nameOrAlias));
    preloadOps.splice(0, preloadOps.length, ...left);
  },
};
