import { PUBLIC_PATHS } from '@predental/contracts/shell-pages';

/** The shell's build: each named import's files (page-chunks.json, written by @predental/remote-build). */
export type PageChunks = Record<string, string[]>;

/**
 * The shell's named imports a path runs (src/index.ts, bootstrap.tsx, app/page-code.ts): `first`
 * before its first paint, `later` after it. The dashboard's Apollo is later: its widgets need it,
 * its heading does not.
 */
function importsFor(pathname: string): { first: string[]; later: string[] } {
  if (pathname === '/auth') return { first: ['bootstrap', 'auth-page'], later: [] };
  if (PUBLIC_PATHS.includes(pathname)) return { first: [], later: [] };
  const signedIn = ['bootstrap', 'preload-remotes', 'signed-in-layout'];
  if (pathname === '/dashboard') return { first: [...signedIn, 'dashboard-page'], later: ['apollo-area'] };
  return { first: [...signedIn, 'remote-area', 'apollo-area'], later: [] };
}

/** The entry script the page's HTML loads (html-webpack-plugin's tag). */
function entryScript(html: string): string[] {
  const src = /<script\b[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  return src ? [src] : [];
}

/**
 * The shell's scripts a path needs, as addresses: its entry script and the files of the imports
 * before its first paint, then (`later`) the rest. An import the build does not list is skipped:
 * the page then fetches it as it runs, as without hints.
 */
export function shellScripts(pathname: string, html: string, chunks: PageChunks): { first: string[]; later: string[] } {
  const { first, later } = importsFor(pathname);
  const files = (names: string[]) => names.flatMap((name) => chunks[name] ?? []).map((file) => `/${file}`);
  return { first: first.length ? [...entryScript(html), ...files(first)] : [], later: files(later) };
}
