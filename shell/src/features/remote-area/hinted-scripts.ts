import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ManifestRead = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterLoadManifest']>>[0];
type PreloadOp = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>>[0]['preloadOps'][number];

/** The path the page's HTML was written for: its script hints are for the modules this path renders. */
const pagePath = window.location.pathname;
let hinted: string[] | undefined;
/** Each remote's manifest as the runtime read it, with its address, by the remote's name. */
const manifests = new Map<string, { address: string; json: NonNullable<ManifestRead['manifestJson']> }>();
/** The scripts preloaded here, so a module's files are asked for once. */
const preloaded = new Set<string>();

/** The scripts the page's HTML asks for as it arrives (the entry's preload links), read once. */
function hintedScripts(): string[] {
  hinted ??= [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.href,
  );
  return hinted;
}

/**
 * The scripts of a remote's modules, from its manifest as the entry reads them for a page's hints
 * (entry/src/preload-hints.ts); undefined when the runtime has not read it, or its files' address
 * is computed in the browser.
 */
function moduleScripts({ nameOrAlias, exposes = [] }: PreloadOp): string[] | undefined {
  const read = manifests.get(nameOrAlias);
  const publicPath = read && 'publicPath' in read.json.metaData ? read.json.metaData.publicPath : undefined;
  if (!read || typeof publicPath !== 'string') return undefined;
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, new URL(read.address, window.location.href));
  const names = exposes.map((expose) => expose.replace(/^\.\//, ''));
  return read.json.exposes
    .filter((expose) => names.includes(expose.name))
    .flatMap((expose) => expose.assets.js.sync)
    .map((file) => new URL(file, base).href);
}

/** Asks for each script not asked for yet, as the entry's hints do (no crossorigin, as the script elements have none). */
function preloadScripts(scripts: string[]): void {
  for (const href of scripts) {
    if (preloaded.has(href) || hintedScripts().includes(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * The runtime works out a remote's files for each module it preloads or loads (walking the
 * manifest, matching shared versions) and adds a script element per file: on /dashboard, 60-130 ms
 * at 4x CPU (issue 41). On the page's own path the HTML already asked for every script of the
 * remotes it carries, so the runtime skips that work for them. A module loaded later (the
 * dashboard's widgets, another path's screen) has its files preloaded here, from the manifest the
 * runtime has read, as the page's hints are; one whose manifest it has not read yet (a preload
 * ahead of its loading) is left to the runtime.
 */
export const scriptsHintedByPage: ModuleFederationRuntimePlugin = {
  name: 'predental-scripts-hinted-by-page',
  afterLoadManifest({ manifestJson, manifestUrl, moduleInfo }) {
    if (manifestJson) manifests.set(moduleInfo.name, { address: manifestUrl, json: manifestJson });
  },
  beforePreloadRemote({ preloadOps, options }) {
    const hintedByPage = (nameOrAlias: string) => {
      if (window.location.pathname !== pagePath) return false;
      const remote = options.remotes.find((each) => each.name === nameOrAlias || each.alias === nameOrAlias);
      if (!remote || !('entry' in remote)) return false;
      const folder = new URL('.', new URL(remote.entry, window.location.href)).href;
      return hintedScripts().some((script) => script.startsWith(folder));
    };
    const left = preloadOps.filter((op) => {
      if (hintedByPage(op.nameOrAlias)) return false;
      const scripts = moduleScripts(op);
      if (scripts) preloadScripts(scripts);
      return !scripts;
    });
    preloadOps.splice(0, preloadOps.length, ...left);
  },
};
