import { PUBLIC_PATHS } from '@predental/contracts/shell-pages';

/** The shell's build: each named import's files (page-chunks.json, written by @predental/remote-build). */
export type PageChunks = Record<string, string[]>;

/** The shell's own signed-in pages that read nothing through Apollo as they open (settings' profile tab). */
const WITHOUT_APOLLO: readonly string[] = ['/settings'];

/** The shell's own pages other than the dashboard, and the named import that draws each (app/page-code.ts). */
const SHELL_PAGES: Readonly<Record<string, string[]>> = {
  '/application-summary': ['application-summary-page'],
  '/settings': ['settings-page'],
};

/**
 * The shell's named imports a path runs before its first paint (src/index.ts, bootstrap.tsx,
 * app/page-code.ts). The dashboard's Apollo is not among them: its widgets need it, its heading
 * does not, and it loads with them once the heading has drawn; nor is it for a remote's screen
 * declared headingFirst, which draws its heading before Apollo (`withApollo` false).
 */
function importsFor(pathname: string, withApollo: boolean): string[] {
  if (pathname === '/auth') return ['bootstrap', 'auth-page'];
  if (PUBLIC_PATHS.includes(pathname)) return [];
  // remote-area holds the preload of the path's remotes too (bootstrap.tsx), on every signed-in page.
  const signedIn = ['bootstrap', 'remote-area', 'signed-in-layout'];
  if (pathname === '/dashboard') return [...signedIn, 'dashboard-page'];
  const apollo = withApollo && !WITHOUT_APOLLO.includes(pathname);
  return [...signedIn, ...(SHELL_PAGES[pathname] ?? []), ...(apollo ? ['apollo-area'] : [])];
}

/** The entry script the page's HTML loads (html-webpack-plugin's tag). */
function entryScript(html: string): string[] {
  const src = /<script\b[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  return src ? [src] : [];
}

/**
 * The shell's scripts a path needs before its first paint, as addresses: its entry script and the
 * files of those imports. An import the build does not list is skipped: the page then fetches it
 * as it runs, as without hints.
 */
export function shellScripts(pathname: string, html: string, chunks: PageChunks, withApollo = true): string[] {
  const imports = importsFor(pathname, withApollo);
  if (imports.length === 0) return [];
  return [...entryScript(html), ...imports.flatMap((name) => chunks[name] ?? []).map((file) => `/${file}`)];
}
