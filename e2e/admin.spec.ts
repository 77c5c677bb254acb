import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, login, register } from './support';

test('admin signs in through /auth?admin=true and sees the Administration section', async ({ page }) => {
  await page.goto('/auth?admin=true');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText('Enter your credentials to access admin portal')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveCount(0);

  await login(page, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await expect(page.getByText('Admin login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Administration')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage Dental Schools' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dental-schools',
  );
});

test('a student sees no Administration section', async ({ page }) => {
  await register(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Administration')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Force Admin Mode' })).toHaveCount(0);
});
