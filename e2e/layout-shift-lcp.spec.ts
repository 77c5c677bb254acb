import { expect, test, type Page } from '@playwright/test';
import {
  holdAnswers,
  holdApollo,
  largestPaints,
  layoutShifts,
  recordLargestPaints,
  recordLayoutShifts,
  shiftSum,
  slowNetwork,
} from '../test-support/layout-shift';
import { PHONE_VIEWPORT } from '../test-support/script-budgets';
import { signedUpState, type StorageState } from './support';

/**
 * Lighthouse calls a CLS under 0.1 good and issue 41 asks 0.05 at most; these screens hold every
 * place, so what is left is well under 0.01 (a text node's redraw), and 0.014 on /aadsas-gpa fails.
 */
const MOST_SHIFT = 0.01;

/**
 * Each screen, its largest text (Lighthouse's LCP element, from its first paint on), whether that
 * is drawn before Apollo's code and any answer (a headingFirst screen's), and what shows once
 * every answer has come.
 */
const SCREENS: {
  path: string;
  largest?: RegExp;
  beforeApollo?: boolean;
  loaded: (page: Page) => ReturnType<Page['getByRole']>;
}[] = [
  {
    path: '/experiences',
    largest: /^Highlighted: … of 6\. AADSAS lets you mark 6 experiences/,
    beforeApollo: true,
    loaded: (page) => page.getByRole('heading', { name: 'Dental Shadowing (In Person)' }),
  },
  {
    path: '/applications/personal-statement',
    largest: /^Your AADSAS personal statement: drafts/,
    beforeApollo: true,
    loaded: (page) => page.getByRole('table', { name: 'My statements' }),
  },
  {
    path: '/applications/letters',
    largest: /^AADSAS accepts at most four individual letters/,
    beforeApollo: true,
    loaded: (page) => page.getByRole('table', { name: 'Letter requirements of my schools' }),
  },
  // The hours screens show their cards in order: All Entries, the last, once every answer came.
  {
    path: '/shadowing',
    largest: /^Log the time you spend shadowing dentists/,
    beforeApollo: true,
    loaded: (page) => page.getByRole('heading', { name: 'All Entries' }),
  },
  {
    path: '/volunteer',
    largest: /^Log your volunteer work/,
    beforeApollo: true,
    loaded: (page) => page.getByRole('heading', { name: 'All Entries' }),
  },
  {
    path: '/experiences/log',
    largest: /^Log research, employment and your other AADSAS experiences/,
    beforeApollo: true,
    loaded: (page) => page.getByRole('heading', { name: 'All Entries' }),
  },
  // The two GPAs' comparison, data, is drawn with the heading ('…' until the answers come).
  {
    path: '/aadsas-gpa',
    largest: /^Your GPAs as ADEA AADSAS will compute them/,
    beforeApollo: true,
    loaded: (page) => page.getByRole('table', { name: 'AADSAS GPA table' }),
  },
];

let storageState: StorageState;

test.beforeAll(async ({ browser, baseURL }) => {
  storageState = await signedUpState(browser, baseURL!, true);
});

for (const { path, largest, beforeApollo = false, loaded } of SCREENS)
  test(`${path} on a phone: nothing moves as its code and answers come one by one${beforeApollo ? ', its largest text first' : ''}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ storageState, baseURL, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await recordLargestPaints(page);
    await slowNetwork(page);
    // Apollo's code and every answer held: what is painted first needs neither.
    const apollo = await holdApollo(page);
    const answers = await holdAnswers(page);
    await page.goto(path);

    if (largest && beforeApollo) {
      await expect(page.getByText(largest)).toBeVisible();
      await page.waitForTimeout(500);
      const painted = await largestPaints(page);
      expect.soft(painted.at(-1)?.text, JSON.stringify(painted, null, 1)).toMatch(largest);
    }
    await apollo.release();
    // Every query the screen asks is held, then let go one by one.
    await expect.poll(answers.asked).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    const released = await page.evaluate(() => performance.now());
    await answers.release(300);
    await expect(loaded(page)).toBeVisible();
    await page.waitForTimeout(1000);
    const shifts = await layoutShifts(page);
    const sum = shiftSum(shifts);
    expect(sum, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(MOST_SHIFT);
    // No larger text came with the code or the answers: the LCP stays the text painted first.
    if (largest) {
      const painted = await largestPaints(page);
      expect(painted.at(-1)?.text, JSON.stringify(painted, null, 1)).toMatch(largest);
      // Painted first, it is not painted again later with the answers.
      if (beforeApollo) expect(painted.at(-1)!.time, JSON.stringify(painted, null, 1)).toBeLessThan(released);
    }
    await context.close();
  });
