import type { Page, Route } from '@playwright/test';
import { CHECKED_SCREENS_SCRIPT_ID, REMOTE_FILES_SCRIPT_ID } from '@predental/contracts/shell-pages';

/** The remotes (or files of theirs) each page is to get no copies or hints of. */
const hidden = new WeakMap<Page, { remote: string; file?: string }[]>();

const FILES_SCRIPTS = new RegExp(
  `(<script type="application/json" id="(?:${REMOTE_FILES_SCRIPT_ID}|${CHECKED_SCREENS_SCRIPT_ID})">)(.*?)(</script>)`,
  'g',
);

/** The page's HTML as the entry writes it when it cannot read the hidden remotes' files. */
function withoutCopies(html: string, hide: { remote: string; file?: string }[]): string {
  const hides = (address: string) =>
    hide.some(({ remote, file }) => {
      const { pathname } = new URL(address, 'http://page.invalid');
      return pathname.startsWith(`/remotes/${remote}/`) && (!file || pathname.endsWith(`/${file}`));
    });
  const links = html.replace(/<link rel="preload" href="([^"]*)"[^>]*>/g, (link, href: string) =>
    hides(href) ? '' : link,
  );
  return links.replace(FILES_SCRIPTS, (_all, open: string, json: string, close: string) => {
    const files = Object.entries(JSON.parse(json) as Record<string, unknown>).filter(([address]) => !hides(address));
    return `${open}${JSON.stringify(Object.fromEntries(files)).replace(/</g, '\\u003c')}${close}`;
  });
}

async function servePage(route: Route, page: Page) {
  if (route.request().resourceType() !== 'document') return route.fallback();
  const response = await route.fetch();
  await route.fulfill({ response, body: withoutCopies(await response.text(), hidden.get(page) ?? []) });
}

/**
 * Answers a remote's files (or one file of each remote's folder) in this page with `handle`: e.g.
 * abort, a remote that is down. The page's HTML then comes without the entry's copies of those
 * files and hints for them, as the entry writes it when it cannot read them either; a story that
 * faked the files in the browser alone would be served the real ones in the HTML.
 */
export async function routeRemote(
  page: Page,
  remote: string,
  handle: (route: Route) => unknown,
  file?: string,
): Promise<void> {
  if (!hidden.has(page)) {
    hidden.set(page, []);
    await page.route(
      (url) => !/\.\w+$/.test(url.pathname) && !/^\/(api|graphql)(\/|$)/.test(url.pathname),
      (route) => servePage(route, page),
    );
  }
  hidden.get(page)!.push({ remote, file });
  await page.route(`**/remotes/${remote}/${file ?? '**'}`, handle);
}
