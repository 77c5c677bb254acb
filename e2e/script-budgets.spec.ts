import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  ADMIN_SCREENS,
  bytesSent,
  PHONE_VIEWPORT,
  scriptBudget,
  scriptsSent,
  STUDENT_SCREENS,
} from '../test-support/script-budgets';
import { fillEveryArea } from '../test-support/student-record';
import { ADMIN_PASSWORD, login, register } from './support';

/** A first visit to `path` in a context of its own (nothing cached) with the session: the script bytes it is sent. */
async function scriptBytes(browser: Browser, storageState: StorageState, baseURL: string, path: string) {
  const context = await browser.newContext({ storageState, baseURL, viewport: PHONE_VIEWPORT });
  try {
    return bytesSent(await scriptsSent(await context.newPage(), path));
  } finally {
    await context.close();
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One test per screen, each visited with the session `signIn` leaves in a page. */
function budgetTests(who: string, screens: string[], signIn: (page: Page) => Promise<void>) {
  test.describe(`${who}: issue 41's JavaScript budget`, () => {
    let storageState: StorageState;
    test.beforeAll(async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      await signIn(await context.newPage());
      storageState = await context.storageState();
      await context.close();
    });
    for (const path of screens)
      test(`a first visit to ${path} transfers at most ${scriptBudget(path) / 1024} KB of JavaScript`, async ({
        browser,
        baseURL,
      }) => {
        expect(await scriptBytes(browser, storageState, baseURL!, path)).toBeLessThanOrEqual(scriptBudget(path));
      });
  });
}

budgetTests('a student with a record in every area', STUDENT_SCREENS, async (page) => {
  await register(page);
  const [session] = await page.context().cookies();
  await fillEveryArea(new URL(page.url()).origin, `${session!.name}=${session!.value}`);
});

budgetTests('the admin', ADMIN_SCREENS, async (page) => {
  await login(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/(dashboard|admin)/);
});
