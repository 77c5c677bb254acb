import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addSchoolsAsAdmin, ADMIN_PASSWORD, login, newSchool, register } from './support';

// Entrance animations would have axe measure a toast's contrast while it fades in.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const suffix = Date.now().toString(36);
const HARBORVIEW = `Harborview School of Dental Medicine ${suffix}`;
const LAKESIDE = `Lakeside College of Dentistry ${suffix}`;
const RIVERBEND = `Riverbend University Dental School ${suffix}`;

/** ADEA's windows as seeded, set again so the story does not depend on what an earlier test left. */
const CYCLE = {
  firstOfferOn: '2026-12-01',
  longWindowDays: 30,
  shortWindowFrom: '2027-02-01',
  shortWindowDays: 15,
  immediateAfter: '2027-05-15',
  aadsasFeeFirst: 245,
  aadsasFeeAdditional: 93,
};

/** No WCAG 2.1 A or AA violation in what the page shows now (the budget, the widget, the cycle form). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** Opens an application's details from the table; its dialog. */
async function openDetails(page: Page, school: string) {
  await page.getByRole('button', { name: `Details of ${school}` }).click();
  return page.getByRole('dialog', { name: school });
}

async function recordEvent(page: Page, school: string, event: string, date: string) {
  const dialog = await openDetails(page, school);
  await dialog.getByLabel('Event', { exact: true }).selectOption({ label: event });
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByRole('button', { name: 'Record event' }).click();
  return dialog;
}

/** Records an event (once it is listed, the form is fresh), then the fees or dates it brings; closes the dialog. */
async function recordWithDetails(
  page: Page,
  school: string,
  [event, date, listed]: [string, string, string],
  details: Record<string, string>,
) {
  const dialog = await recordEvent(page, school, event, date);
  await expect(dialog.getByRole('list', { name: 'Events' })).toContainText(listed);
  for (const [label, value] of Object.entries(details)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(`${school} was updated`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('a student tracks three schools to an offer and its cost; an admin moves the first offer date', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // Three screens, two sessions, axe on each: longer than one screen's story.
  const [, lakesideId, riverbendId] = await addSchoolsAsAdmin(
    request,
    [HARBORVIEW, LAKESIDE, RIVERBEND].map((name) => newSchool(name, {})),
  );
  expect((await request.patch('/api/admin/application-cycle', { data: CYCLE })).ok()).toBe(true);

  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Applications' }).click();
  await page.getByLabel('School', { exact: true }).selectOption({ label: HARBORVIEW });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`${HARBORVIEW} is in your applications`)).toBeVisible();
  // The other two added, and all three sent through AADSAS in June, through the API: the story is what follows.
  for (const schoolId of [lakesideId, riverbendId])
    expect((await page.request.post('/api/applications', { data: { schoolId } })).status()).toBe(201);
  const applications = (await (await page.request.get('/api/applications')).json()) as { id: string }[];
  for (const { id } of applications) {
    const submitted = await page.request.post(`/api/applications/${id}/events`, {
      data: { kind: 'submitted', date: '2026-06-05' },
    });
    expect(submitted.status()).toBe(201);
  }
  await page.reload();

  // A secondary with its fee and due date, an interview, an offer.
  await recordWithDetails(page, HARBORVIEW, ['Secondary received', '2026-07-01', 'Secondary received on Jul 1, 2026'], {
    'Supplemental fee ($)': '75',
    'Secondary due date': '2026-12-15',
  });
  await recordWithDetails(page, LAKESIDE, ['Interview invited', '2026-10-02', 'Interview invited on Oct 2, 2026'], {
    'Interview date': '2027-01-20',
  });
  let dialog = await recordEvent(page, RIVERBEND, 'Offer', '2027-01-10');
  await expect(dialog.getByRole('note', { name: 'Answer by' })).toContainText('Answer by Feb 9, 2027');
  await expect(dialog.getByRole('note', { name: 'Answer by' })).toContainText('30 days');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: new RegExp(RIVERBEND) })).toContainText('Answer by: Feb 9, 2027');

  // Three schools through AADSAS: $245 + 2 × $93; Harborview's $75 is planned until its secondary is in.
  const budget = page.getByRole('table', { name: 'Budget' });
  await expect(budget.getByRole('row', { name: /^AADSAS/ })).toContainText('$431$431');
  await expect(budget.getByRole('row', { name: /^Supplemental fees/ })).toContainText('$75$0');
  await expect(budget.getByRole('row', { name: /^Total/ })).toContainText('$506$431');
  await expectAccessible(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const deadlines = page.getByRole('list', { name: 'Next deadlines' }).getByRole('listitem');
  await expect(deadlines).toHaveCount(3);
  await expect(deadlines.nth(0)).toContainText(`${HARBORVIEW} · Secondary due`);
  await expect(deadlines.nth(0)).toContainText('Dec 15, 2026');
  await expect(deadlines.nth(1)).toContainText(`${LAKESIDE} · Interview`);
  await expect(deadlines.nth(2)).toContainText(`${RIVERBEND} · Answer offer`);
  await expect(deadlines.nth(2)).toContainText('Feb 9, 2027');
  await expectAccessible(page);

  // Sources disagree on the first offer date: the admin moves it to January 15 on the cycle screen.
  // A context of its own: axe needs one (a bare browser.newPage() has none it can inject into).
  const adminSession = await browser.newContext();
  const admin = await adminSession.newPage();
  await login(admin, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await admin.getByRole('link', { name: 'Application Cycle' }).click();
  await admin.getByLabel('First offer date', { exact: true }).fill('2027-01-15');
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expect(admin.getByText('Application cycle saved')).toBeVisible();
  await expectAccessible(admin);
  await adminSession.close();

  await page.getByRole('navigation').getByRole('link', { name: 'Applications' }).click();
  dialog = await recordEvent(page, LAKESIDE, 'Offer', '2027-01-10');
  await expect(dialog.getByRole('form', { name: 'Record an event' })).toContainText(
    'An offer cannot be dated before 2027-01-15, the first day schools may make offers this cycle',
  );
});
