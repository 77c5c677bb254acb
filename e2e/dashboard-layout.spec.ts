import { expect, test, type Locator } from '@playwright/test';
import { todayIso } from '@predental/design/dates';
import { validShadowingEntry } from '@predental/experience-contract/test-support/examples';
import { card } from '@predental/remote-server/test-support/card';
import { register } from './support';

/** Where each widget's first line starts on the page. */
const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;
const leftOf = async (locator: Locator) => (await locator.boundingBox())!.x;

test.use({ viewport: { width: 1280, height: 900 } });

test("the dashboard draws the areas' widgets in SPEC's places: four cards, the DAT table, hours over time (one month a bar), recent entries", async ({
  page,
}) => {
  await register(page);
  const main = page.getByRole('main');
  const widgets = {
    overallGpa: main.getByText('Overall GPA', { exact: true }),
    scienceGpa: main.getByText('Science GPA', { exact: true }),
    shadowingHours: main.getByText('Shadowing Hours', { exact: true }),
    volunteerHours: main.getByText('Volunteer Hours', { exact: true }),
    datScores: main.getByText('DAT Scores', { exact: true }),
    hoursOverTime: main.getByText('Hours Over Time', { exact: true }),
    recentShadowing: main.getByText('Recent Shadowing', { exact: true }),
    recentVolunteering: main.getByText('Recent Volunteering', { exact: true }),
  };
  for (const widget of Object.values(widgets)) await expect(widget).toBeVisible();
  // A new student's first steps show above the cards once every step has reported: measured before
  // they show, the cards would move between two measures.
  await expect(main.getByRole('region', { name: 'First steps' })).toBeVisible();

  // The four cards in one row on a wide screen: the GPA (academics), then the hours (experience).
  const cardsTop = await topOf(widgets.overallGpa);
  for (const card of [widgets.scienceGpa, widgets.shadowingHours, widgets.volunteerHours]) {
    expect(await topOf(card)).toBeCloseTo(cardsTop, 0);
  }
  const lefts = await Promise.all(
    [widgets.overallGpa, widgets.scienceGpa, widgets.shadowingHours, widgets.volunteerHours].map(leftOf),
  );
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));

  // Then one under another: DAT scores, hours over time, the recent entries.
  const tops = await Promise.all(
    [widgets.overallGpa, widgets.datScores, widgets.hoursOverTime, widgets.recentShadowing].map(topOf),
  );
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  expect(new Set(tops).size).toBe(tops.length);

  // One shadowing visit this month: hours over time draws that month as a bar with its hours (issue 40).
  const visit = { ...validShadowingEntry, date: todayIso(), hours: 4.5 };
  expect((await page.request.post('/api/shadowing', { data: visit })).status()).toBe(201);
  await page.reload();
  const chart = card(page, 'Hours Over Time').locator('svg.hours-chart');
  await expect(chart.locator('.bar rect')).toHaveCount(1);
  await expect(chart.getByText('4.5 hours', { exact: true })).toBeVisible();
  const month = new Date().toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
  await expect(chart.locator('.month-labels').getByText(month, { exact: true })).toBeVisible();

  // The sidebar runs the page's full height (issue 40): on this long page its background reaches the
  // page's bottom (as a full-page capture or a print shows it), and scrolled to the bottom, its
  // navigation and user card are still in the window.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sidebar = await page.getByRole('complementary').evaluate((aside) => {
    const page = document.documentElement;
    const logOut = [...aside.querySelectorAll('button')].find((button) => button.textContent === 'Log Out')!;
    return {
      height: aside.getBoundingClientRect().height,
      page: page.scrollHeight,
      window: page.clientHeight,
      logOutBottom: logOut.getBoundingClientRect().bottom,
    };
  });
  expect(sidebar.page).toBeGreaterThan(sidebar.window);
  expect(sidebar.height).toBeGreaterThanOrEqual(sidebar.page - 1);
  expect(sidebar.logOutBottom).toBeLessThanOrEqual(sidebar.window);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
});

test("the application summary's sections follow the profile: academics, hours, favorite schools", async ({ page }) => {
  await register(page);
  await page.goto('/application-summary');
  const sections = ['Profile', 'Academics', 'Shadowing and Volunteer Hours', 'Favorite Schools'].map((name) =>
    page.getByRole('region', { name, exact: true }),
  );
  for (const section of sections) await expect(section).toBeVisible();
  const tops = await Promise.all(sections.map(topOf));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  expect(new Set(tops).size).toBe(tops.length);
});

test("a first step whose area hangs holds the student's numbers back a few seconds at most", async ({ page }) => {
  // The schools remote's step never arrives: its code is requested and never answered.
  await page.route('**/remotes/schools/__federation_expose_FavoritesStep*', () => {});
  await register(page);
  const main = page.getByRole('main');
  // The widgets wait for the first steps (so the card does not push them down), but not for ever.
  for (const widget of ['Overall GPA', 'Shadowing Hours', 'DAT Scores', 'Recent Shadowing']) {
    await expect(main.getByText(widget, { exact: true })).toBeVisible({ timeout: 10_000 });
  }
  // The step did hang: the first steps never learned where the student stands, so they stay out.
  await expect(main.getByRole('region', { name: 'First steps' })).toBeHidden();
});
