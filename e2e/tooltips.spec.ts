import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, addCourse, addSchoolsAsAdmin, login, newSchool, register } from './support';

/** SPEC §9: tooltip delay 700 ms. */
const TOOLTIP_DELAY_MS = 700;

/**
 * Hovers `control` and checks that its tooltip says `label` only after the delay. The page
 * itself notes when the pointer arrived and when a tooltip appeared, so a slow machine can make
 * the wait longer but never makes the test see the tooltip early; only a lower bound is checked.
 */
async function expectTooltipAfterDelay(page: Page, control: Locator, label: string) {
  await control.scrollIntoViewIfNeeded();
  // Start from outside the control, as a person reaching for it would.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.evaluate(() => {
    const times: { pointerAt?: number; tooltipAt?: number } = {};
    (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
    document.addEventListener('pointermove', () => (times.pointerAt ??= performance.now()), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="tooltip"]')) return;
      times.tooltipAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });

  await control.hover();
  const tooltip = page.getByRole('tooltip', { name: label, exact: true });
  await expect(tooltip).toBeVisible();
  const { pointerAt, tooltipAt } = await page.evaluate(
    () => (window as unknown as { tooltipTimes: { pointerAt: number; tooltipAt: number } }).tooltipTimes,
  );
  // Nothing showed before the delay (so nothing at 300 ms); 20 ms of slack for clock granularity.
  expect(tooltipAt - pointerAt).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 20);

  // Moving away closes it again.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

test('course rows and the dialog close button name themselves, with a tooltip after 700 ms', async ({ page }) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();

  await page.getByRole('button', { name: 'Add New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Course' });
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  await expectTooltipAfterDelay(page, close, 'Close');

  // Keyboard users get the tooltip too: Shift+Tab from the first field wraps to the close button.
  await expect(dialog.getByLabel('Course Name')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Close', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await close.click();
  await expect(dialog).toBeHidden();

  await addCourse(page, { name: 'Organic Chemistry', code: 'CHEM 241', credits: '4', grade: 'B+' });

  const row = page.getByRole('row').filter({ hasText: 'CHEM 241' });
  const edit = row.getByRole('button', { name: 'Edit Organic Chemistry', exact: true });
  const remove = row.getByRole('button', { name: 'Delete Organic Chemistry', exact: true });
  await expectTooltipAfterDelay(page, edit, 'Edit Organic Chemistry');
  await expectTooltipAfterDelay(page, remove, 'Delete Organic Chemistry');

  // The names still lead where they say.
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'Edit Course' })).toBeVisible();
});

test('the favorite heart and the admin school buttons name their school, with a tooltip after 700 ms', async ({
  page,
  request,
}) => {
  const name = `Tooltip School of Dentistry ${Date.now().toString(36)}`;
  await addSchoolsAsAdmin(request, [
    newSchool(name, {
      scienceGpaAvg: 3.3,
      overallGpaAvg: 3.4,
      acceptanceRate: 9,
      hasAcceleratedProgram: false,
      isPublic: true,
    }),
  ]);

  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Dental Schools' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(name);
  const school = page.getByRole('region', { name });
  const add = school.getByRole('button', { name: `Add ${name} to favorites`, exact: true });
  await expectTooltipAfterDelay(page, add, `Add ${name} to favorites`);
  await add.click();
  await expect(page.getByText('School added to favorites')).toBeVisible();
  const remove = school.getByRole('button', { name: `Remove ${name} from favorites`, exact: true });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await expectTooltipAfterDelay(page, remove, `Remove ${name} from favorites`);

  const search = page.getByRole('searchbox', { name: 'Search by name or city' });
  const clear = page.getByRole('button', { name: 'Clear search', exact: true });
  await expectTooltipAfterDelay(page, clear, 'Clear search');
  await clear.click();
  await expect(search).toHaveValue('');
  await expect(clear).toHaveCount(0);

  await page.context().clearCookies();
  await login(page, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Manage Dental Schools' }).click();
  const card = page.getByRole('region', { name });
  await expectTooltipAfterDelay(page, card.getByRole('button', { name: `Edit ${name}`, exact: true }), `Edit ${name}`);
  await expectTooltipAfterDelay(
    page,
    card.getByRole('button', { name: `Delete ${name}`, exact: true }),
    `Delete ${name}`,
  );
});

test('a control reached with Tab below the screen shows its tooltip once the page has scrolled to it', async ({
  page,
}) => {
  await register(page);
  await page.goto('/dental-schools');
  // The last card drawn (a row below the screen, drawn ahead for Tab) has its heart out of sight;
  // the control before it gets focus without scrolling.
  const hearts = page.getByRole('button', { name: /^Add .* to favorites$/ });
  await expect(hearts.first()).toBeVisible();
  const label = (await hearts.last().getAttribute('aria-label'))!;
  const last = page.getByRole('button', { name: label, exact: true });
  await expect(last).not.toBeInViewport();
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await last.evaluate((heart) => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')].filter(
      (element) => !element.hasAttribute('disabled'),
    );
    controls[controls.indexOf(heart as HTMLElement) - 1]!.focus({ preventScroll: true });
  });
  await page.keyboard.press('Tab');
  await expect(last).toBeFocused();
  await expect(page.getByRole('tooltip', { name: label, exact: true })).toBeVisible();
  // It stays: the scroll that brought the control into view does not close it.
  await page.waitForTimeout(500);
  await expect(page.getByRole('tooltip', { name: label, exact: true })).toBeVisible();
});
