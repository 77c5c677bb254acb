import { expect, test, type Page } from '@playwright/test';
import { arriveApart, layoutShifts, recordLayoutShifts, shiftSum } from '../test-support/layout-shift';
import { PHONE_VIEWPORT } from '../test-support/script-budgets';
import { ADMIN_PASSWORD, answersOperation, login } from './support';

/** Issue 41's line for CLS, with room under Lighthouse's 0.1. */
const MOST_SHIFT = 0.05;

/** The figure in the run's report too, for before-and-after notes. */
function report(type: string, value: unknown) {
  test.info().annotations.push({ type, description: JSON.stringify(value) });
}

test.use({ viewport: PHONE_VIEWPORT });

async function signInAsAdmin(page: Page) {
  await login(page, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('/admin moves nothing on a phone as its code, the role check and the statistics arrive', async ({ page }) => {
  await signInAsAdmin(page);
  await recordLayoutShifts(page);
  await arriveApart(page);
  await page.goto('/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Total Users' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Manage Dental Schools' })).toBeVisible();
  // The statistics' answer, the last stage.
  await expect(main.getByText('Loading statistics...')).toHaveCount(0);
  const shifts = await layoutShifts(page);
  report('layout shift', shiftSum(shifts));
  expect(shiftSum(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MOST_SHIFT);
});

test('/admin/dental-schools draws a screenful of cards first, then the rest, moving nothing', async ({ page }) => {
  await signInAsAdmin(page);
  // The cards each task adds to the page: React adds a render's cards in one task, which one
  // MutationObserver callback then reports.
  await page.addInitScript(() => {
    const perTask: number[] = [];
    Object.assign(window, { cardsPerTask: perTask });
    new MutationObserver((records) => {
      let added = 0;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.closest('main'))
            added += node.querySelectorAll('section[aria-labelledby]').length + (node.matches('section') ? 1 : 0);
      if (added > 0) perTask.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  await recordLayoutShifts(page);
  await arriveApart(page);
  const listed = page.waitForResponse((response) => answersOperation(response, 'ListAdminSchoolCards'));
  await page.goto('/admin/dental-schools');
  const schools = ((await (await listed).json()) as { data: { adminDentalSchools: { name: string }[] } }).data
    .adminDentalSchools;
  expect(schools.length).toBeGreaterThan(20);

  // Every school's card ends up in the page, the last one too: find in page and printing see them all.
  const cards = page.getByRole('main').getByRole('region');
  await expect(cards).toHaveCount(schools.length);
  await expect(cards.last().getByRole('heading', { name: schools.at(-1)?.name })).toBeAttached();

  const perTask = await page.evaluate(() => (window as unknown as { cardsPerTask: number[] }).cardsPerTask);
  report('cards per task', perTask);
  // A screenful first, then small batches: no task draws the whole directory.
  expect(Math.max(...perTask), String(perTask)).toBeLessThanOrEqual(9);
  expect(perTask.reduce((sum, count) => sum + count, 0)).toBe(schools.length);

  const shifts = await layoutShifts(page);
  report('layout shift', shiftSum(shifts));
  expect(shiftSum(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MOST_SHIFT);

  // The page still works between and after the batches: the keyboard reaches the last card's Edit.
  const lastName = schools.at(-1)?.name ?? '';
  const edit = page.getByRole('button', { name: `Edit ${lastName}`, exact: true });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Dental School' }).getByLabel('School Name')).toHaveValue(
    lastName,
  );
});

test('/admin/application-cycle moves nothing on a phone as its code and the settings arrive', async ({ page }) => {
  await signInAsAdmin(page);
  await recordLayoutShifts(page);
  await arriveApart(page);
  await page.goto('/admin/application-cycle');
  await expect(page.getByRole('region', { name: 'Cycle settings' }).getByLabel('Cycle name')).toBeVisible();
  const shifts = await layoutShifts(page);
  report('layout shift', shiftSum(shifts));
  expect(shiftSum(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MOST_SHIFT);
});
