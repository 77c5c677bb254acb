import { expect, type Page } from '@playwright/test';
import { testOnOwnStack } from './own-stack';
import { ADMIN_PASSWORD, answersOperation, register } from './support';

const OUTAGE = 'Sign-in is unavailable. Please try again shortly.';

// A stack of its own: these tests stop the identity service, which the shared one must never see.
const test = testOnOwnStack('e2e-sign-in-outage', {
  ADMIN_PASSWORD,
  LOGIN_RATE_LIMIT: '1000',
  REGISTER_RATE_LIMIT: '1000',
  // No grace: these tests are about what the page does once sessions cannot be checked.
  SESSION_GRACE_MS: '0',
});

const outageBanner = (page: Page) => page.getByRole('alert').filter({ hasText: OUTAGE });

test('while identity does not answer, a reload shows the outage banner instead of the login page, and the page comes back by itself', async ({
  page,
  stack,
}) => {
  const account = await register(page);
  // Frozen, not killed: the supervisor would restart a dead one, maybe before the page looks.
  const identity = stack.servicePid('identity')!;
  process.kill(identity, 'SIGSTOP');
  try {
    await page.reload();
    await expect(outageBanner(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    process.kill(identity, 'SIGCONT');
  }
  // No click: the banner's own re-check (5 s after it appeared) finds identity back.
  await expect(outageBanner(page)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(`Welcome back, ${account.username}!`)).toBeVisible();
});

test('with identity stopped, a data call failing does not log the student out, nor does a reload; Try again re-reads the user', async ({
  page,
  stack,
}) => {
  const account = await register(page);
  await stack.stopService('identity');

  await page.getByRole('link', { name: 'Coursework' }).click();
  await expect(page.getByText('Failed to load courses')).toBeVisible();
  await expect(page).toHaveURL(/\/coursework$/);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByText(account.username).first()).toBeVisible();

  await page.reload();
  await expect(outageBanner(page)).toBeVisible();
  await expect(page).toHaveURL(/\/coursework$/);

  const reread = page.waitForResponse((response) => answersOperation(response, 'CurrentUser'));
  await outageBanner(page).getByRole('button', { name: 'Try again' }).click();
  expect((await reread).status()).toBe(503);
  await expect(outageBanner(page)).toBeVisible();
  await expect(page).toHaveURL(/\/coursework$/);
});
