import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectEachText, addSchoolsAsAdmin, newSchool, openStandaloneSignedIn, register } from './support';

const suffix = Date.now().toString(36);
const lakeside = newSchool(`Lakeside School of Dentistry ${suffix}`, {
  state: 'Washington',
  city: 'Seattle',
  tuition: 45_000,
  inStateTuition: 30_000,
  scienceGpaAvg: 3.5,
  overallGpaAvg: 3.6,
  datAvg: 520,
  acceptanceRate: null,
  hasAcceleratedProgram: true,
  isPublic: true,
  websiteUrl: 'https://dental.example.edu',
  notes: 'Rural clinic rotations in the second year.',
});
const riverside = newSchool(`Riverside College of Dental Medicine ${suffix}`, {
  state: 'Illinois',
  city: 'Chicago',
  tuition: 82_000,
  scienceGpaAvg: 3.3,
  overallGpaAvg: 3.4,
  datAvg: 505,
  acceptanceRate: 7,
  hasAcceleratedProgram: false,
  isPublic: false,
});

/** Schools come only from an admin: the explorer ships with no made-up statistics. */
async function addSchools(request: APIRequestContext) {
  await addSchoolsAsAdmin(request, [lakeside, riverside]);
}

const card = (page: Page, name: string) => page.getByRole('region', { name });

test('a student searches, filters and saves dental schools', async ({ page, request }) => {
  await addSchools(request);
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Dental Schools' }).click();
  await expect(page.getByRole('heading', { name: 'Dental School Explorer' })).toBeVisible();
  await expect(page.getByText('DAT averages are shown on the scale they were published on')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search by name or city' });
  await search.fill(suffix);
  await expect(page.getByText(/^Showing 2 of \d+ schools$/)).toBeVisible();
  const lake = card(page, lakeside.name);
  await expectEachText(lake, [
    'Seattle, Washington',
    'Public',
    'Accelerated',
    '$45,000/year',
    'In-State Tuition$30,000/year',
    'Program Length4 years',
    'Overall GPA3.60',
    'DAT Average520',
    'Acceptance RateN/A',
  ]);
  await expect(lake.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', 'https://dental.example.edu');
  await expect(lake.getByText(lakeside.notes)).toBeHidden();
  await lake.getByRole('button', { name: 'Additional Notes' }).click();
  await expect(lake.getByText(lakeside.notes)).toBeVisible();
  const river = card(page, riverside.name);
  await expect(river).toContainText('Private');
  await expect(river).not.toContainText('Accelerated');
  await expect(river).toContainText('Acceptance Rate7%');
  await expect(river).toContainText('No website available');

  await search.fill('chicago');
  await expect(river).toBeVisible();
  await expect(lake).toBeHidden();

  await search.fill(suffix);
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByLabel('School Type').selectOption('private');
  await expect(river).toBeVisible();
  await expect(lake).toBeHidden();
  await page.getByLabel('Accelerated Program').selectOption('yes');
  await expect(page.getByRole('heading', { name: 'No Schools Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset All Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByLabel('School Type')).toHaveValue('all');

  await search.fill(suffix);
  // No school is hidden by tuition until the slider moves; 50,000 (Home, then Page Up: ten steps of 5,000) leaves only Lakeside.
  await page.getByRole('slider', { name: 'Maximum Tuition' }).press('Home');
  await page.getByRole('slider', { name: 'Maximum Tuition' }).press('PageUp');
  await expect(page.getByRole('slider', { name: 'Maximum Tuition' })).toHaveAttribute('aria-valuetext', '$50,000');
  await expect(river).toBeHidden();
  await expect(lake).toBeVisible();
  // 4.0 less five steps of 0.1: Lakeside's 3.6 still passes.
  const minGpa = page.getByRole('slider', { name: 'Minimum GPA' });
  await minGpa.press('End');
  for (let step = 0; step < 5; step += 1) await minGpa.press('ArrowLeft');
  await expect(minGpa).toHaveAttribute('aria-valuetext', '3.5');
  await expect(lake).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await search.fill(suffix);
  await expect(river).toBeVisible();

  await lake.getByRole('button', { name: `Add ${lakeside.name} to favorites` }).click();
  await expect(page.getByText('School added to favorites')).toBeVisible();
  await expect(lake.getByRole('button', { name: `Remove ${lakeside.name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('switch', { name: 'Show Favorites' }).click();
  await expect(lake).toBeVisible();
  await expect(river).toBeHidden();
  await expect(page.getByText(/^Showing 1 of \d+ schools$/)).toBeVisible();

  // Saved on the server: still a favorite after a reload.
  await page.reload();
  await page.getByRole('switch', { name: 'Show Favorites' }).click();
  await expect(card(page, lakeside.name)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${lakeside.name} from favorites` }).click();
  await expect(page.getByText('School removed from favorites')).toBeVisible();
  await expect(card(page, lakeside.name)).toBeHidden();

  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page.getByRole('switch', { name: 'Show Favorites' })).toHaveAttribute('aria-checked', 'false');
  // The seeded directory is listed too: find this test's own schools by their suffix.
  await search.fill(suffix);
  await expect(card(page, lakeside.name)).toBeVisible();
  await expect(card(page, riverside.name)).toBeVisible();
});

/** The card holding focus: its place in the list, as a screen reader hears it. */
const focusedPlace = (page: Page) =>
  page.evaluate(() => Number(document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset')));

/** Tab until focus reaches another card; each control it stops at is scrolled into view. */
async function tabToNextCard(page: Page): Promise<number> {
  const from = await focusedPlace(page);
  for (;;) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toBeInViewport();
    const place = await focusedPlace(page);
    if (place !== from) return place;
  }
}

test('the explorer draws the cards on screen, and scrolling or Tab reaches every school in order', async ({ page }) => {
  // One card to a row: Tab reaches the next rows in few steps.
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page);
  await page.goto('/dental-schools');
  // Not '0 of 0' while the list is still loading; the seeded directory alone holds 73 schools.
  const count = page.getByText(/^Showing ([1-9]\d*) of \1 schools$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.match(/^Showing (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(73);
  const list = page.getByRole('list', { name: 'Schools' });
  // Each card is an item of the list (a card's own numbers are a list too).
  const cards = list.locator('[aria-posinset]');
  await expect(cards.first()).toHaveAttribute('aria-posinset', '1');
  await expect(cards.first()).toHaveAttribute('aria-setsize', String(total));
  expect(await cards.count()).toBeLessThan(10);

  // The last school is at the end of the list, drawn once scrolled to.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.locator(`[aria-posinset="${total}"]`)).toBeInViewport();
  expect(await cards.count()).toBeLessThan(10);

  // From the first card, Tab walks the cards in their order.
  // The rows drawn at the bottom stay until the list redraws for the new scroll: wait for card 1.
  await page.evaluate(() => window.scrollTo(0, 0));
  const first = list.locator('[aria-posinset="1"]');
  await expect(first).toBeInViewport();
  await first.getByRole('button').first().focus();
  for (const place of [2, 3, 4]) expect(await tabToNextCard(page)).toBe(place);

  // A focused card scrolled away keeps focus, and Tab goes on to the card after it.
  // (Marked, to tell the same control from one drawn again in its place.)
  await page.locator(':focus').evaluate((element) => element.setAttribute('data-story-focused', ''));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.locator(`[aria-posinset="${total}"]`)).toBeInViewport();
  await expect(page.locator('[data-story-focused]')).toBeFocused();
  expect(await tabToNextCard(page)).toBe(5);
});

test('the schools remote also runs on its own page, outside the shell', async ({ page }) => {
  await openStandaloneSignedIn(page, 'schools', 'Schools');
  await expect(page.getByRole('tab', { name: 'Dental School Explorer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dental School Explorer' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ schools$/)).toBeVisible();

  // The details and the comparison live in the address here too, and survive a reload.
  const harvard = 'Harvard School of Dental Medicine';
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill('Harvard');
  await page
    .getByRole('region', { name: harvard })
    .getByRole('checkbox', { name: `Compare ${harvard}` })
    .check();
  await page.getByRole('button', { name: `View details of ${harvard}` }).click();
  await expect(page).toHaveURL(/\/remotes\/schools\/standalone\/\?compare=[^&]+&school=/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: harvard })).toContainText('Boston, Massachusetts');
  await page.getByRole('dialog', { name: harvard }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Schools to compare' })).toContainText('1 school selected to compare');
});

test('search finds schools by their usual short names, and the count line says which tuition it cannot judge', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Dental Schools' }).click();
  const count = page.getByText(/^Showing ([1-9]\d*) of \1 schools$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.match(/^Showing (\d+)/)![1]);

  // A whole short name, in any case, from the seed's school-short-names.csv.
  const search = page.getByRole('searchbox', { name: 'Search by name or city' });
  for (const [shortName, name] of [
    ['osu', 'The Ohio State University College of Dentistry'],
    ['UCLA', 'University of California, Los Angeles School of Dentistry'],
    ['Pitt', 'University of Pittsburgh School of Dental Medicine'],
    ['vcu', 'Virginia Commonwealth University School of Dentistry'],
  ] as const) {
    await search.fill(shortName);
    await expect(page.getByText(/^Showing 1 of \d+ schools$/)).toBeVisible();
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  // One letter matches the names that contain it, not every school with a short name.
  await search.fill('u');
  await expect(page.getByText(new RegExp(`^Showing \\d+ of ${total} schools$`))).toBeVisible();
  await expect(page.getByText(`Showing ${total} of ${total} schools`)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Harvard School of Dental Medicine' })).toHaveCount(0);
  await search.fill('');

  // The seed has schools without tuition and with tuition from 2014-15: SPEC's max tuition counts
  // the first as $0, so the count line says how many there are and offers to hide them.
  const note = page.getByText(
    /^(\d+) of them (has|have) no tuition on file or only tuition figures older than three cycles/,
  );
  await expect(note).toBeVisible();
  const unclear = Number((await note.textContent())!.match(/^(\d+)/)![1]);
  expect(unclear).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Hide them' }).click();
  await expect(page.getByText(`Showing ${total - unclear} of ${total} schools`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]tuition=current(&|$)/);
  // Harvard's only tuition is of 2014-15.
  await search.fill('Harvard');
  await expect(page.getByText(`Showing 0 of ${total} schools`)).toBeVisible();
  await search.fill('');

  // The address keeps it, and both Show them and Back undo it.
  await page.reload();
  await expect(page.getByText(`Showing ${total - unclear} of ${total} schools`)).toBeVisible();
  await expect(
    page.getByText(
      `Hiding ${unclear} schools with no tuition on file or only tuition figures older than three cycles.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Show them' }).click();
  await expect(page.getByText(`Showing ${total} of ${total} schools`)).toBeVisible();
  await expect(page).not.toHaveURL(/tuition=/);
  await page.getByRole('button', { name: 'Hide them' }).click();
  await expect(page.getByText(`Showing ${total - unclear} of ${total} schools`)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(`Showing ${total} of ${total} schools`)).toBeVisible();
});
