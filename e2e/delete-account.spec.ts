import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectReadsOnPhone } from './phone-layout';
import { addCourse, login, register, GENERAL_BIOLOGY } from './support';

// Entrance animations would have axe measure the dialog's contrast while it fades in.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const firstSteps = (page: Page) => page.getByRole('region', { name: 'First steps' });

test('a student downloads their data, deletes the account, cannot sign in, and signs up again to an empty dashboard', async ({
  page,
}) => {
  const account = await register(page);
  await page.goto('/coursework');
  await addCourse(page, GENERAL_BIOLOGY);

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Your data' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as object;
  expect(JSON.stringify(file)).toContain(GENERAL_BIOLOGY.name);

  // On a phone: the dialog reads, passes axe, and refuses a wrong password with the server's message.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('Wrong-passw0rd!');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await expectReadsOnPhone(page, 'the Delete your account? dialog');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await login(page, account.username, account.password);
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();

  await register(page, account);
  await expect(firstSteps(page).getByRole('listitem').first()).toHaveText('Add your coursesTo do');
  await expect(page.getByText('No DAT scores recorded yet')).toBeVisible();
  await page.goto('/coursework');
  await expect(page.getByText(GENERAL_BIOLOGY.name)).toHaveCount(0);
});
