import { parseAreaScreens, SCREENS_FILE, type AreaScreens } from '@predental/contracts/screens';
import { PAGE_SLOTS, PUBLIC_PATHS, REMOTES_SCRIPT_ID } from '@predental/contracts/shell-pages';

/** Relative addresses resolve against this stand-in origin and come out relative again. */
const PAGE_ORIGIN = 'http://page.invalid';

function address(file: string, base: string): string {
  const url = new URL(file, new URL(base, PAGE_ORIGIN));
  return url.origin === PAGE_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/** Whether a path renders something of this remote: a screen it declares there, or a contribution to the page's slots. */
function rendersAt(pathname: string, screens: AreaScreens): boolean {
  const slots = PAGE_SLOTS[pathname] ?? [];
  return (
    screens.screens.some((screen) => screen.path === pathname) ||
    (screens.contributions ?? []).some((part) => slots.includes(part.slot))
  );
}

/**
 * What a signed-in path reads of the remotes before their code can load, in the order the shell
 * reads it: every remote's screens (the shell reads them all to draw its routes), and the manifest
 * of each remote the path renders. With these in the HTML they arrive beside the shell's own
 * scripts instead of one after another behind them (issue 41: no waterfall). Scripts are left to
 * the shell: on HTTP/1.1 their number would hold the six connections the shell's own chunks need
 * first. The list of remotes is in the page itself (remotesScript). A public path (/auth) loads no
 * remote, so it gets none.
 * @param remotes  remote name -> its manifest's address (/remotes.json)
 * @param screens  each remote's current declaration; undefined for one that could not be read
 */
export function preloadsFor(
  pathname: string,
  remotes: Record<string, string>,
  screens: Record<string, AreaScreens | undefined>,
): string[] {
  if (PUBLIC_PATHS.includes(pathname)) return [];
  const declared = Object.values(remotes).map((manifestUrl) => address(SCREENS_FILE, manifestUrl));
  const manifests = Object.entries(remotes)
    .filter(([name]) => {
      const declaration = screens[name];
      return declaration !== undefined && rendersAt(pathname, declaration);
    })
    .map(([, manifestUrl]) => address(manifestUrl, PAGE_ORIGIN));
  return [...declared, ...manifests];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The link elements: the shell fetches JSON with credentials 'same-origin', which crossorigin="anonymous" matches. */
export function preloadLinks(hrefs: string[]): string {
  return hrefs
    .map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`)
    .join('');
}

/**
 * The list of remotes (/remotes.json's answer) in a signed-in page's HTML, where the shell reads it
 * instead of spending one of the page's first requests on it. JSON is data, never run, so the
 * content security policy needs no 'unsafe-inline'; `<` is escaped so no value can close the tag.
 */
export function remotesScript(pathname: string, remotes: Record<string, string>): string {
  if (PUBLIC_PATHS.includes(pathname)) return '';
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REMOTES_SCRIPT_ID}">${json}</script>`;
}

/** A remote's declaration as it is deployed (`readJson` takes a file name in its folder); undefined when it is down or invalid. */
export async function readDeclaredScreens(
  readJson: (file: string) => Promise<unknown>,
): Promise<AreaScreens | undefined> {
  try {
    const parsed = parseAreaScreens(await readJson(SCREENS_FILE));
    return parsed.ok ? parsed.screens : undefined;
  } catch {
    // A remote that is down gets no hint; the shell's own loading shows its error card.
    return undefined;
  }
}
