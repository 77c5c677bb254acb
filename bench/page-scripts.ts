import { chromium } from '@playwright/test';
import { signUpStudent } from './explorer/accounts';

/** The signed-in pages of issue 41 with their JS budgets. */
const PAGES = ['/dashboard', '/coursework', '/dental-schools'];

interface Script {
  path: string;
  /** Response headers as received, in bytes. */
  headers: number;
  /** The body as sent (compressed), in bytes. */
  body: number;
}

/**
 * The scripts a first visit to each signed-in page fetches, each as sent: Lighthouse's "JS
 * transferred" is their headers plus bodies. Bytes, not times: the same on a busy machine.
 */
async function pageScripts(entryUrl: string, cookie: string, pathname: string): Promise<Script[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: entryUrl }]);
    const page = await context.newPage();
    const pending: Promise<Script | undefined>[] = [];
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
    await page.goto(`${entryUrl}${pathname}`, { waitUntil: 'networkidle' });
    return (await Promise.all(pending)).filter((script): script is Script => script !== undefined);
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each signed-in page's scripts as sent, and their sum (`npm run bench:bundles`). */
export async function printPageScripts(entryUrl: string, label: string): Promise<void> {
  const student = await signUpStudent(entryUrl);
  for (const pathname of PAGES) {
    const scripts = await pageScripts(entryUrl, student.cookie, pathname);
    const total = scripts.reduce((sum, script) => sum + script.headers + script.body, 0);
    const headers = scripts.reduce((sum, script) => sum + script.headers, 0);
    console.log(`[${label}] ${pathname}: ${scripts.length} scripts, ${kb(total)} sent (${kb(headers)} of headers)`);
    for (const script of scripts) console.log(`[${label}]   ${script.path} ${script.body} + ${script.headers} B`);
  }
}
