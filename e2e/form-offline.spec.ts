import { expect, test, type Locator, type Page } from '@playwright/test';
import { FORM_UNAVAILABLE } from '@predental/area-runtime/form-schema';
import { card } from '@predental/remote-server/test-support/card';
import { expectReadsOnPhone } from './phone-layout';
import { register } from './support';
import { cutOffFullZod } from './zod-files';

// A form's checks load when it is first used (issue 41). When they cannot (the connection dropped),
// pressing its button says so in the form's failure toast, the form keeps what was typed, and the
// next press, online again, goes through. On a 390 px phone, where the toast must be readable.
test.use({ viewport: { width: 390, height: 844 }, contextOptions: { reducedMotion: 'reduce' } });

/** The failure toast: its title and FORM_UNAVAILABLE, inside the phone's screen. */
async function expectUnavailableToast(page: Page, title: string) {
  const toast = page.locator('li', { hasText: FORM_UNAVAILABLE });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  const box = await toast.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
}

/**
 * Fills the form offline (opening or focusing it starts loading its checks) and presses its button:
 * the failure toast. Then presses it again online: the form goes through.
 */
async function sendOfflineThenOnline(page: Page, fill: () => Promise<Locator>, title: string) {
  const reconnect = await cutOffFullZod(page);
  const button = await fill();
  await button.click();
  await expectUnavailableToast(page, title);
  await reconnect();
  await button.click();
}

test('a shadowing entry and goal whose checks cannot load say so, then save once online', async ({ page }) => {
  await register(page);
  // A new document: the sign-up form's zod is gone with the old one.
  await page.goto('/shadowing');
  const entry = page.getByRole('dialog', { name: 'Add Shadowing Experience' });
  await sendOfflineThenOnline(
    page,
    async () => {
      await page.getByRole('button', { name: 'Add New Shadowing' }).click();
      await entry.getByLabel("Doctor's Name").fill('Dr. Omar Lee');
      await entry.getByLabel('Practice').fill('Lee Orthodontics');
      await entry.getByLabel('Hours').fill('6');
      return entry.getByRole('button', { name: 'Add Shadowing' });
    },
    'Error',
  );
  await expect(page.getByText('Shadowing experience added successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Dr. Omar Lee', exact: true })).toBeVisible();

  await page.goto('/shadowing');
  const goal = page.getByRole('dialog', { name: 'Set Shadowing Goal' });
  await sendOfflineThenOnline(
    page,
    async () => {
      await card(page, 'Progress').getByRole('button', { name: 'Set Goal' }).click();
      await goal.getByLabel('Goal (hours)').fill('120');
      return goal.getByRole('button', { name: 'Save Goal' });
    },
    'Error',
  );
  await expect(page.getByText('Your shadowing goal has been updated successfully')).toBeVisible();
});

test('signing in while the form cannot load says so, then signs in once online', async ({ page, browser }) => {
  const account = await register(page);
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto('/auth');
  await sendOfflineThenOnline(
    visitor,
    async () => {
      await visitor.getByLabel('Username').fill(account.username);
      await visitor.getByLabel('Password', { exact: true }).fill(account.password);
      return visitor.getByRole('button', { name: 'Login' });
    },
    'Login failed',
  );
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await visitor.close();
});

test('an application event whose checks cannot load says so under its form, then records once online', async ({
  page,
}) => {
  await register(page);
  const [school] = (await (await page.request.get('/api/dental-schools')).json()) as { id: string; name: string }[];
  expect((await page.request.post('/api/applications', { data: { schoolId: school?.id } })).status()).toBe(201);
  await page.goto('/applications');
  const reconnect = await cutOffFullZod(page);
  await page.getByRole('button', { name: `Details of ${school?.name}` }).click();
  const dialog = page.getByRole('dialog', { name: school?.name });
  await dialog.getByLabel('Note', { exact: true }).fill('Portal says designated');
  await dialog.getByRole('button', { name: 'Record event' }).click();
  // This form says it under itself, where its refusals go; the line must read on the phone.
  await expect(dialog.getByText(FORM_UNAVAILABLE)).toBeVisible();
  await expectReadsOnPhone(page, 'the event form that could not load');
  // Nothing recorded, nothing lost.
  await expect(dialog.getByRole('list', { name: 'Events' })).toHaveCount(0);
  await expect(dialog.getByLabel('Note', { exact: true })).toHaveValue('Portal says designated');

  await reconnect();
  await dialog.getByRole('button', { name: 'Record event' }).click();
  await expect(dialog.getByRole('list', { name: 'Events' })).toContainText('Portal says designated');
  await expect(dialog.getByText(FORM_UNAVAILABLE)).toBeHidden();
});
