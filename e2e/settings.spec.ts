import { expect, test, type Page } from '@playwright/test';
import { pageShowsLoading } from '@predental/contracts/shell-pages';
import { login, register } from './support';

test('a student changes their profile, is told when nothing changed, and changes their password', async ({
  page,
  context,
}) => {
  const account = await register(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('No changes detected')).toBeVisible();

  const renamed = `${account.username}x`;
  await page.getByLabel('Username').fill(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByRole('complementary').getByText(renamed)).toBeVisible();

  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByLabel('Current Password').fill('Wrong-pass1');
  await page.getByLabel('New Password', { exact: true }).fill('N3w-Passw0rd');
  await page.getByLabel('Confirm New Password').fill('N3w-Passw0rd');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Change Failed')).toBeVisible();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed')).toBeVisible();

  await context.clearCookies();
  await login(page, renamed, 'N3w-Passw0rd');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the coming-soon pages and their redirects', async ({ page }) => {
  await register(page);
  await page.goto('/checkout');
  await expect(page.getByText('Premium Features - Coming Soon')).toBeVisible();
  await page.goto('/token-purchase-success');
  await expect(page).toHaveURL(/\/buy-tokens$/);
  await expect(page.getByText('$4.99')).toBeVisible();
});

// A 1x1 PNG: the picker only reads it locally.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

type Noted = { storageOpenedAt?: string[] };

/**
 * Notes what the page showed at its first use of localStorage: a synchronous wait for the browser
 * (issue 41), which the shell makes only once the page has drawn what it loads (local-storage.ts).
 */
const noteStorageUse = (page: Page) =>
  page.addInitScript({ content: `(${noteFirstUse.toString()})(${pageShowsLoading.toString()})` });

/** Run in the page before its own scripts, with the shell's definition of a page still loading. */
const noteFirstUse = (showsLoading: typeof pageShowsLoading) => {
  const descriptor =
    Object.getOwnPropertyDescriptor(window, 'localStorage') ??
    Object.getOwnPropertyDescriptor(Window.prototype, 'localStorage');
  const seen: string[] = [];
  (window as Noted).storageOpenedAt = seen;
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      if (seen.length === 0)
        seen.push(
          document.readyState,
          document.querySelector('main h1')?.textContent ?? 'no heading',
          showsLoading(document) ? 'still loading' : 'drawn',
        );
      return descriptor!.get!.call(window) as Storage;
    },
  });
};

const storageUse = (page: Page) => page.evaluate(() => (window as Noted).storageOpenedAt);

/** Until the page has read its storage, an avatar without a photo proves nothing. */
const storageRead = (page: Page) => page.waitForFunction(() => ((window as Noted).storageOpenedAt ?? []).length > 0);

test('the profile photo is kept in this browser for its user only, from the moment it is chosen', async ({ page }) => {
  await noteStorageUse(page);
  const first = await register(page);
  const sidebar = page.getByRole('complementary');
  const photoOf = (username: string) => sidebar.getByRole('img', { name: `${username}'s profile photo` });
  await page.goto('/settings');
  await page.getByLabel('Profile Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByText('upload to storage is not integrated')).toBeVisible();
  await expect(photoOf(first.username)).toBeVisible();

  // Saved without Save Changes: it survives a reload, and Save Changes finds nothing to send.
  await page.reload();
  await expect(photoOf(first.username)).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('No changes detected')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Photo' }).click();
  await expect(photoOf(first.username)).toHaveCount(0);
  await page.reload();
  await expect(sidebar.getByText(first.username)).toBeVisible();
  await storageRead(page);
  await expect(photoOf(first.username)).toHaveCount(0);

  await page.getByLabel('Profile Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(photoOf(first.username)).toBeVisible();
  await sidebar.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('profilePhoto')));
  expect(stored).toEqual([]);

  const second = await register(page);
  await expect(sidebar.getByText(second.username)).toBeVisible();
  await storageRead(page);
  await expect(sidebar.getByRole('img', { name: /profile photo/ })).toHaveCount(0);
});

test('a signed-in page opens the browser storage only once it has drawn what it loads, then shows the photo', async ({
  page,
}) => {
  const student = await register(page);
  await page.goto('/settings');
  await page.getByLabel('Profile Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByText('upload to storage is not integrated')).toBeVisible();

  await noteStorageUse(page);
  const headings = {
    '/dashboard': `Welcome back, ${student.username}!`,
    '/coursework': 'Coursework',
    '/settings': 'Settings',
  };
  for (const [path, heading] of Object.entries(headings)) {
    await page.goto(path);
    await expect(
      page.getByRole('complementary').getByRole('img', { name: `${student.username}'s profile photo` }),
    ).toBeVisible();
    expect(await storageUse(page)).toEqual(['complete', heading, 'drawn']);
  }
});
