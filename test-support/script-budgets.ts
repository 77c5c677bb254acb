import { pageShowsLoading } from '@predental/contracts/shell-pages';
import type { Page } from '@playwright/test';

const KIB = 1024;
/** How long a visit may go on saying it is loading before its count is refused. */
const LOADING_WAIT_MS = 30_000;

/** Every screen a signed-in student opens (SPEC's student screens and the areas added since). */
export const STUDENT_SCREENS = [
  '/dashboard',
  '/coursework',
  '/aadsas-gpa',
  '/dat',
  '/shadowing',
  '/volunteer',
  '/experiences',
  '/experiences/log',
  '/dental-schools',
  '/applications',
  '/applications/letters',
  '/applications/personal-statement',
  '/application-summary',
  '/settings',
];

/** The screens only an admin opens. */
export const ADMIN_SCREENS = ['/admin', '/admin/dental-schools', '/admin/application-cycle'];

/** Issue 41: the JavaScript a first visit may transfer: the dashboard 250 KB, every other signed-in page 200 KB. */
export const scriptBudget = (path: string) => (path === '/dashboard' ? 250 : 200) * KIB;

/** Lighthouse's mobile screen: what is "about to be seen" depends on it. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

export interface ScriptSent {
  path: string;
  /** Response headers as received, in bytes. */
  headers: number;
  /** The body as sent (compressed), in bytes. */
  body: number;
}

/** Headers and bodies: what Lighthouse counts as "JS transferred". */
export const bytesSent = (scripts: ScriptSent[]) =>
  scripts.reduce((sum, script) => sum + script.headers + script.body, 0);

/**
 * The scripts a visit to `url` fetches until the page has drawn everything and the network is
 * quiet, each as sent. Bytes, not
 * times: the same on a busy machine. The page's context should have nothing cached; a visit
 * that ends elsewhere (signed out, refused) throws.
 */
export async function scriptsSent(page: Page, url: string): Promise<ScriptSent[]> {
  const pending: Promise<ScriptSent>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => ({
        path: new URL(request.url()).pathname,
        headers: sizes.responseHeadersSize,
        body: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A lost session lands on /auth, whose scripts would pass for the screen's.
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(url, page.url()).pathname) throw new Error(`${url} led to ${landed}`);
  // A headingFirst screen asks for the rest of its code once its heading has painted, which on a
  // busy machine comes after a quiet half second: the visit ends when nothing says it is loading.
  const givenUpAt = Date.now() + LOADING_WAIT_MS;
  const shown = await page.evaluateHandle(() => document);
  while (await page.evaluate(pageShowsLoading, shown)) {
    if (Date.now() > givenUpAt) throw new Error(`${url} still says it is loading`);
    await page.waitForTimeout(100);
  }
  return Promise.all(pending);
}
