import { expect, test, type Browser, type Page } from '@playwright/test';
import { PHONE_VIEWPORT } from '../test-support/script-budgets';
import {
  delayRequests,
  layoutShifts,
  operationOf,
  recordLayoutShifts,
  shiftSum,
  type LayoutShift,
} from '../test-support/layout-shift';
import { signedUpState, type StorageState } from './support';

/** Issue 41: a screen whose parts arrive apart must not move what is already drawn (Lighthouse's CLS). */
const MOST_SHIFT = 0.05;

/**
 * How long each remote's files and each query's answer are held back, in ms: the order the parts
 * arrive in. The remotes' files wait per file, so a remote's code arrives after its entry's chain.
 */
interface Arrival {
  name: string;
  remotes: Record<string, number>;
  query: (operation: string) => number;
}

/** The summary's areas in its order, then in the reverse one; the queries one by one, apart. */
const ARRIVALS: Arrival[] = [
  {
    name: 'each area after the one above it',
    remotes: { academics: 100, experience: 300, schools: 500, applications: 700 },
    query: (operation) => 200 + (operation.length % 7) * 150,
  },
  {
    name: 'each area before the one above it',
    remotes: { academics: 700, experience: 500, schools: 300, applications: 100 },
    query: (operation) => 1100 - (operation.length % 7) * 150,
  },
];

/** A student with a record in every area (Lighthouse's), and a new one with none. */
let recorded: StorageState;
let newStudent: StorageState;

test.beforeAll(async ({ browser, baseURL }) => {
  recorded = await signedUpState(browser, baseURL!, true);
  newStudent = await signedUpState(browser, baseURL!, false);
});

/**
 * A first visit on a phone (nothing cached, nothing remembered: Lighthouse's), its parts arriving
 * as `arrival` says; `drawn` waits for the screen's last part. The shifts the visit made.
 */
async function visit(
  browser: Browser,
  baseURL: string,
  path: string,
  arrival: Arrival,
  drawn: (page: Page) => Promise<unknown>,
  storageState = recorded,
) {
  const context = await browser.newContext({ storageState, baseURL, viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await delayRequests(page, '**/graphql', (route) => arrival.query(operationOf(route)));
    for (const [remote, ms] of Object.entries(arrival.remotes))
      await delayRequests(page, `**/remotes/${remote}/**`, () => ms);
    await page.goto(path);
    await drawn(page);
    // Nothing loads any more: no spinner, no 'Loading …' line.
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 30_000 });
    return await layoutShifts(page);
  } finally {
    await context.close();
  }
}

/** The shifts' sum within issue 41's line, noted with the story (the report's figure); what moved, if not. */
function expectLittleShift(shifts: LayoutShift[]) {
  const sum = shiftSum(shifts);
  test.info().annotations.push({ type: 'layout shift', description: sum.toFixed(4) });
  expect(sum, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(MOST_SHIFT);
}

/** The cards by their titles (a wide table's frame may be a region of the same name). */
const cards = (page: Page, titles: string[]) =>
  Promise.all(
    titles.map((name) =>
      expect(page.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible({ timeout: 30_000 }),
    ),
  );

const SCREENS: { path: string; drawn: (page: Page) => Promise<unknown> }[] = [
  {
    path: '/application-summary',
    drawn: (page) =>
      cards(page, [
        'Profile',
        'Academics',
        'Shadowing and Volunteer Hours',
        'Favorite Schools',
        'Applications',
        'Letters of evaluation',
        'Personal Statement',
      ]),
  },
  {
    path: '/applications',
    drawn: async (page) => {
      await cards(page, ['My applications']);
      await expect(page.getByRole('table', { name: 'My applications' })).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    path: '/dat',
    drawn: async (page) => {
      await cards(page, ['Latest DAT Score']);
      await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    },
  },
];

for (const { path, drawn } of SCREENS)
  for (const arrival of ARRIVALS)
    test(`${path} on a phone moves nothing already drawn, ${arrival.name}`, async ({ browser, baseURL }) => {
      expectLittleShift(await visit(browser, baseURL!, path, arrival, drawn));
    });

test('/dat on a phone moves nothing for a student without scores: the card held while loading goes', async ({
  browser,
  baseURL,
}) => {
  const drawn = (page: Page) =>
    expect(page.getByRole('heading', { name: 'No DAT scores recorded yet' })).toBeVisible({ timeout: 30_000 });
  expectLittleShift(await visit(browser, baseURL!, '/dat', ARRIVALS[0]!, drawn, newStudent));
});
