import { expect, test, type Page } from '@playwright/test';

/** What SPEC §2 puts on the landing page, and its links to /auth. */
async function expectLandingContent(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your journey to dental school starts here' }),
  ).toBeVisible();
  for (const name of ['Academic Tracking', 'Experience Hours', 'DAT Preparation']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Ready to take charge of your application?' })).toBeVisible();
  for (const name of ['Log In', 'Sign Up', 'Create Free Account', 'Get Started Free']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/auth');
  }
  await expect(page.getByRole('button', { name: 'See How It Works' })).toBeVisible();
  await expect(page.getByText('Privacy Policy')).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows all its content: its HTML is the page', async ({ page }) => {
    await page.goto('/');
    await expectLandingContent(page);
    // The hero illustration is in the HTML too: it paints with the text, without a request of its own.
    const hero = page.getByRole('img', { name: /^Illustration of a progress dashboard/ });
    await expect(hero).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  });
});

test('the landing page loads one small script of its own, without React or styled-components', async ({ page }) => {
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body() });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expectLandingContent(page);

  expect(scripts.map(({ url }) => new URL(url).pathname)).toEqual([
    expect.stringMatching(/^\/landing\/landing\.\w+\.js$/),
  ]);
  const code = (await scripts[0]!.body).toString();
  // React's element tag and styled-components' attribute survive minifying; react-dom alone is ~180 KB.
  expect(code).not.toContain('react.transitional.element');
  expect(code).not.toContain('data-styled');
  expect(code.length).toBeLessThan(10_000);
});

test('See How It Works scrolls to the features, on the same page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'See How It Works' }).click();
  // The section stops under the sticky top bar (its scroll-margin-top).
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('features')!.getBoundingClientRect().top)))
    .toBe(64);
  expect(new URL(page.url()).pathname).toBe('/');
});

test("a signed-out visitor stays on the landing page, its footer in the visitor's year", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'));
  const sessionRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
  await page.goto('/');
  await sessionRead;
  await expect(page.getByText('© 2031 PreDental Tracker. All rights reserved.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/');
  await expectLandingContent(page);
});
