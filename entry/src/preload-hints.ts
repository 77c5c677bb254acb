import { parseAreaScreens, SCREENS_FILE, type AreaScreens } from '@predental/contracts/screens';
import {
  CHECKED_SCREENS_SCRIPT_ID,
  PAGE_SLOTS,
  PUBLIC_PATHS,
  REMOTE_FILES_SCRIPT_ID,
  REMOTES_SCRIPT_ID,
} from '@predental/contracts/shell-pages';
import type { RemoteFileReader } from './remote-files';

/** Relative addresses resolve against this stand-in origin and come out relative again. */
const PAGE_ORIGIN = 'http://page.invalid';

function address(file: string, base: string): string {
  const url = new URL(file, new URL(base, PAGE_ORIGIN));
  return url.origin === PAGE_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/** The screen a remote declares at a path. */
const screensAt = (pathname: string, screens: AreaScreens) =>
  screens.screens.filter((screen) => screen.path === pathname);

/** Whether a remote contributes to the slots of the path's page (the dashboard's widgets). */
function contributesTo(pathname: string, screens: AreaScreens): boolean {
  const slots = PAGE_SLOTS[pathname] ?? [];
  return (screens.contributions ?? []).some((part) => slots.includes(part.slot));
}

/** The fields of a Module Federation manifest (mf-manifest.json) that say which files a module needs. */
interface FederationManifest {
  metaData: { publicPath?: unknown; remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isManifest(value: unknown): value is FederationManifest {
  const { metaData, exposes } = (value ?? {}) as Partial<FederationManifest>;
  return (
    typeof metaData?.remoteEntry?.name === 'string' &&
    typeof metaData.remoteEntry.path === 'string' &&
    Array.isArray(exposes) &&
    exposes.every((expose) => typeof expose?.name === 'string' && strings(expose.assets?.js?.sync))
  );
}

/**
 * A remote's scripts for the given modules, as the federation runtime fetches them: its entry,
 * then each module's own files. None when the manifest's public path is computed in the browser.
 */
export function remoteScripts(manifestAddress: string, manifest: unknown, modules: string[]): string[] {
  if (!isManifest(manifest)) return [];
  const { publicPath = 'auto', remoteEntry } = manifest.metaData;
  if (typeof publicPath !== 'string') return [];
  const base = publicPath === 'auto' ? manifestAddress : address(publicPath, manifestAddress);
  const entry = remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/${remoteEntry.name}` : remoteEntry.name;
  const files = manifest.exposes
    .filter((expose) => modules.includes(expose.name))
    .flatMap((expose) => expose.assets.js.sync);
  return [...new Set([entry, ...files])].map((file) => address(file, base));
}

/** What a page's HTML carries of the remotes. */
export interface PageRemotes {
  /** Every remote's screens as checked here (parseAreaScreens' result), by the address of its screens.json; a refused one is left out. */
  screens: Record<string, AreaScreens>;
  /** The path's manifests as they were read, by the address the shell would fetch them at. */
  files: Record<string, unknown>;
  /** The scripts of the path's screen, its remote's entry first. */
  scripts: string[];
  /** The path's screen draws its heading before Apollo (declared headingFirst): Apollo is not hinted. */
  headingFirst: boolean;
}

/**
 * What a signed-in path reads of the remotes before their code can run, in the page itself: every
 * remote's screens (the shell draws its routes from them all), the manifest of each remote the
 * path renders, and the scripts of the screen declared at the path. With these the page asks for
 * its screen's code at once instead of one file after another (issue 41: no waterfall). A shell
 * page's widgets (the dashboard's) get their manifests but no hints: their code loads once the
 * page's heading has drawn, so it does not share the slow link with the code the heading needs
 * (issue 41: the dashboard's LCP waited for 120 KB of widgets and Apollo). The page
 * carries a declaration only as checked here, so the shell uses it unchecked and loads no zod for
 * it. A remote that could not be read, or declares what the contract refuses, is left to the
 * shell, which fetches and checks it itself (the same message) and shows its error card. A public
 * path (/auth) loads no remote, so it gets none.
 * @param remotes  remote name -> its manifest's address (/remotes.json)
 */
export async function readPageRemotes(
  pathname: string,
  remotes: Record<string, string>,
  read: RemoteFileReader,
): Promise<PageRemotes> {
  if (PUBLIC_PATHS.includes(pathname)) return { screens: {}, files: {}, scripts: [], headingFirst: false };
  const screens: Record<string, AreaScreens> = {};
  let headingFirst = false;
  const files: Record<string, unknown> = {};
  const scripts = await Promise.all(
    Object.entries(remotes).map(async ([remote, manifestUrl]) => {
      const declared = await read(remote, 'screens');
      const parsed = declared === undefined ? undefined : parseAreaScreens(declared);
      if (!parsed?.ok) return [];
      screens[address(SCREENS_FILE, manifestUrl)] = parsed.screens;
      const atPath = screensAt(pathname, parsed.screens);
      if (atPath.some((screen) => screen.headingFirst)) headingFirst = true;
      const modules = atPath.map(({ module }) => module);
      if (modules.length === 0 && !contributesTo(pathname, parsed.screens)) return [];
      const manifest = await read(remote, 'manifest');
      if (manifest === undefined) return [];
      const manifestAddress = address(manifestUrl, PAGE_ORIGIN);
      files[manifestAddress] = manifest;
      return modules.length === 0 ? [] : remoteScripts(manifestAddress, manifest, modules);
    }),
  );
  return { screens, files, scripts: scripts.flat(), headingFirst };
}

/** JSON as data in the page, never run (so the content security policy needs no 'unsafe-inline'); no value can close the tag. */
function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The list of remotes (/remotes.json's answer) in a signed-in page's HTML, where the shell reads it instead of fetching it. */
export function remotesScript(pathname: string, remotes: Record<string, string>): string {
  return PUBLIC_PATHS.includes(pathname) ? '' : jsonScript(REMOTES_SCRIPT_ID, remotes);
}

/** The remotes' files the page carries (readPageRemotes), for the shell to take once instead of fetching them. */
export function remoteFilesScript({ screens, files }: Pick<PageRemotes, 'screens' | 'files'>): string {
  const script = (id: string, value: object) => (Object.keys(value).length === 0 ? '' : jsonScript(id, value));
  return script(CHECKED_SCREENS_SCRIPT_ID, screens) + script(REMOTE_FILES_SCRIPT_ID, files);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Preload links for classic scripts: no crossorigin, as the script elements webpack and the
 * federation runtime add have none. Low priority, as those script elements' own requests are: the
 * session check and the page's data go before them, and the scripts go in the order given.
 */
export function scriptLinks(hrefs: string[]): string {
  return [...new Set(hrefs)]
    .map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="script" fetchpriority="low">`)
    .join('');
}
