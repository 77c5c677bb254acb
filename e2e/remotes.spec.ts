import { expect, test } from '@playwright/test';
import { openStandaloneSignedIn, register } from './support';

test('the landing page loads no remote code and nothing from another origin', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(
    page
      .getByRole('button', { name: 'Create Free Account' })
      .or(page.getByRole('link', { name: 'Create Free Account' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('500+')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('/remotes/'))).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(baseURL!))).toEqual([]);

  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('a signed-in visitor who opens / goes to the dashboard', async ({ page }) => {
  await register(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a signed-in page's HTML holds the list of remotes and hints their files, each fetched once", async ({ page }) => {
  await register(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const html = await (await page.goto('/coursework'))!.text();
  await expect(page.getByRole('heading', { level: 1, name: 'Coursework' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every remote's screens and the manifest of the one this path renders; the list of remotes is in the page.
  for (const hinted of ['/remotes/schools/screens.json', '/remotes/academics/mf-manifest.json'])
    expect(html).toContain(`<link rel="preload" href="${hinted}" as="fetch" crossorigin="anonymous">`);
  expect(html).not.toContain('<link rel="preload" href="/remotes/schools/mf-manifest.json"');
  expect(html).toContain('<script type="application/json" id="predental-remotes">');
  expect(requested).not.toContain('/remotes.json');
  // A hint the page's own fetch did not match would show as a second request for the same file.
  const json = requested.filter((path) => path.endsWith('.json'));
  expect(json.length).toBeGreaterThan(2);
  expect(new Set(json).size).toBe(json.length);
});

test('a remote that is down shows its error card with Retry while the rest of the shell works', async ({ page }) => {
  const account = await register(page);
  // This browser has read the areas' screens once; it remembers them for when one is down
  // (remote-screens.spec.ts covers a first visit while a remote is down).
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Coursework' })).toBeVisible();
  await page.route('**/remotes/academics/**', (route) => route.abort());
  await page.reload();
  // The dashboard keeps working around the academics widgets.
  await expect(page.getByText(new RegExp(`Welcome.*${account.username}`))).toBeVisible();
  await expect(page.getByText('Academics is unavailable').first()).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await expect(page).toHaveURL(/\/coursework$/);
  await expect(page.getByText('Academics is unavailable')).toHaveCount(1);

  await page.unroute('**/remotes/academics/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Academics is unavailable')).toBeHidden();
  await expect(page.getByRole('heading', { name: /Coursework/ }).first()).toBeVisible();
});

test('the academics remote also runs on its own page, outside the shell', async ({ page }) => {
  await openStandaloneSignedIn(page, 'academics', 'Academics');
  await expect(page.getByRole('tab', { name: 'Coursework' })).toBeVisible();
  await expect(page.getByText('No courses added yet')).toBeVisible();
  await page.getByRole('tab', { name: 'DAT Scores' }).click();
  await expect(page.getByText('No DAT scores recorded yet')).toBeVisible();
});
