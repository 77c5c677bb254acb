import { expect, test } from '@playwright/test';
import { login, newAccount, register } from './support';

test('a new visitor registers, stays signed in across a reload, logs out and is sent to sign in for a protected page', async ({
  page,
}) => {
  const account = await register(page);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByText(account.username).first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(new RegExp(`Welcome.*${account.username}`))).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/coursework');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcoursework$/);

  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/coursework$/);
});

test('the register form shows the specified messages and sends nothing invalid', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await expect(page.getByText('Password must be at least 8 characters')).toBeHidden();
  await page.getByLabel('Confirm Password').fill('Passw0rd?');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('a wrong password shows the login failure toast', async ({ page }) => {
  const account = newAccount();
  await login(page, account.username, 'Wrong-pass1');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('signing up with a taken username says so, with its status, and stays on the form', async ({ page, context }) => {
  const account = await register(page);
  await context.clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(`other-${account.email}`);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('409: Username already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('a redirect outside the site is ignored after login', async ({ page, context }) => {
  const account = await register(page);
  await context.clearCookies();
  await login(page, account.username, account.password, '/auth?redirect=%2F%2Fevil.example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path shows the 404 card', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
