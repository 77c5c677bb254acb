import { expect, test } from '@playwright/test';
import { PHONE_VIEWPORT } from '../test-support/script-budgets';
import { delayRequests, layoutShifts, operationOf, recordLayoutShifts, shiftSum } from '../test-support/layout-shift';
import { signedUpState, type StorageState } from './support';

/** The hours screens' two answers: each one's entries, and the totals and goals they share. */
const isSummary = (operation: string) => operation === 'ExperienceSummary';

/** The order the answers arrive in, in ms after they were asked; the remote's files wait 300 ms each. */
const ARRIVALS = [
  { name: 'the totals before the entries', query: (operation: string) => (isSummary(operation) ? 200 : 900) },
  { name: 'the entries before the totals', query: (operation: string) => (isSummary(operation) ? 900 : 200) },
];

/** A student with hours of every kind and a shadowing goal (no volunteer goal), and a new one with none. */
const STUDENTS = [
  { name: 'with entries', fill: true },
  { name: 'without entries', fill: false },
];
const states = new Map<boolean, StorageState>();

test.beforeAll(async ({ browser, baseURL }) => {
  for (const { fill } of STUDENTS) states.set(fill, await signedUpState(browser, baseURL!, fill));
});

/**
 * Issue 41: the hours screens draw their final layout once their answers came, in either order,
 * for a student with entries and for one without: the cards still loading are busy, and those
 * under a busy one show once it has drawn, so nothing shown moves.
 */
for (const path of ['/shadowing', '/volunteer', '/experiences/log'])
  for (const student of STUDENTS)
    for (const arrival of ARRIVALS)
      test(`${path} on a phone moves nothing, ${student.name}, ${arrival.name}`, async ({ browser, baseURL }) => {
        const storageState = states.get(student.fill);
        const context = await browser.newContext({ storageState, baseURL, viewport: PHONE_VIEWPORT });
        try {
          const page = await context.newPage();
          await recordLayoutShifts(page);
          await delayRequests(page, '**/graphql', (route) => arrival.query(operationOf(route)));
          await delayRequests(page, '**/remotes/experience/**', () => 300);
          await page.goto(path);
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { name: 'All Entries', level: 2 })).toBeVisible({ timeout: 30_000 });
          // Every answer drawn: no spinner, no 'Loading …' line, nothing busy.
          await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
          await expect(main.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0, { timeout: 30_000 });
          await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect(main.getByText('…', { exact: true })).toHaveCount(0);
          const shifts = await layoutShifts(page);
          const sum = shiftSum(shifts);
          test.info().annotations.push({ type: 'layout shift', description: sum.toFixed(4) });
          expect(sum, JSON.stringify(shifts, null, 1)).toBe(0);
        } finally {
          await context.close();
        }
      });
