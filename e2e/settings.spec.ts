import { expect, test } from '@playwright/test';
import { login, register } from './support';

test('a student changes their profile, is told when nothing changed, and changes their password', async ({ page, context }) => {
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
