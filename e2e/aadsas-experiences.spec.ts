import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { addEntry } from '../mfe-experience/e2e/steps';
import { register } from './support';

// The Copy buttons write to the clipboard; the story reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Logs a day of one of the other AADSAS types on /experiences/log, as a student would. */
async function addExperienceHours(page: Page, type: string, organization: string, date: string, hours: string) {
  await page.getByRole('button', { name: 'Add New Experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Experience Hours' });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Type').selectOption({ label: type });
  await dialog.getByLabel('Organization').fill(organization);
  await dialog.getByLabel('Hours').fill(hours);
  await dialog.getByRole('button', { name: 'Add Hours' }).click();
  await expect(page.getByText('Experience hours added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A virtual visit: SPEC's shadowing dialog with its Mode set to Virtual. */
async function addVirtualVisit(page: Page, date: string, hours: string) {
  await page.getByRole('button', { name: 'Add New Shadowing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shadowing Experience' });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel("Doctor's Name").fill('Dr. Omar Lee');
  await dialog.getByLabel('Practice').fill('Lee Orthodontics');
  await dialog.getByLabel('Mode').selectOption({ label: 'Virtual' });
  await dialog.getByLabel('Hours').fill(hours);
  await dialog.getByRole('button', { name: 'Add Shadowing' }).click();
  await expect(page.getByText('Shadowing experience added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a student logs every kind of hours and pastes them into AADSAS as entries', async ({ page }) => {
  await register(page);

  // Four shadowing visits with two dentists, Dr. Lee's virtual.
  await nav(page, 'Shadowing Hours').click();
  for (const [date, hours] of [
    ['2024-06-03', '4'],
    ['2024-06-17', '5'],
  ] as const)
    await addEntry(page, 'Shadowing', {
      Date: date,
      "Doctor's Name": 'Dr. Sarah Smith',
      Practice: 'Smile Dental',
      Hours: hours,
    });
  await addVirtualVisit(page, '2024-07-01', '1.5');
  await addVirtualVisit(page, '2024-07-08', '1.5');
  await expect(page.getByRole('cell', { name: 'Dr. Omar Lee Virtual' })).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'Dr. Sarah Smith', exact: true })).toHaveCount(2);

  // Two research days and a job.
  await nav(page, 'Experience Hours').click();
  await expect(page.getByText('No experience hours yet')).toBeVisible();
  await addExperienceHours(page, 'Research', 'Campus Biology Lab', '2024-09-10', '3');
  await addExperienceHours(page, 'Research', 'Campus Biology Lab', '2024-09-12', '4');
  await addExperienceHours(page, 'Employment', 'Corner Cafe', '2024-08-01', '8');
  const byType = page.getByRole('table', { name: 'Hours by type' });
  await expect(byType.getByRole('row', { name: /^Research 7 / })).toBeVisible();

  // One entry per dentist and mode, per organization: AADSAS's order, their figures.
  await nav(page, 'AADSAS Experiences').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Dental Shadowing (In Person)',
    'Dental Shadowing (Virtual)',
    'Employment',
    'Research',
  ]);
  const entry = (name: string) => page.getByRole('region', { name, exact: true });
  /** The value beside a term of an entry's card (its first part: a Copy button follows). */
  const figure = (name: string, term: string) =>
    entry(name).locator(`dt:text-is("${term}") + dd`).locator('span').first();
  for (const [name, total, average] of [
    ['Smile Dental', '9', '4.2'],
    ['Lee Orthodontics', '3', '2.6'],
    ['Corner Cafe', '8', '8'],
    ['Campus Biology Lab', '7', '7'],
  ] as const) {
    await expect(figure(name, 'Total Hours')).toHaveText(total);
    await expect(figure(name, 'Average Hours per Week')).toHaveText(average);
  }
  await expect(figure('Lee Orthodontics', 'Contact Name')).toHaveText('Dr. Omar Lee');

  // What only the student knows: a contact and a description, counted as they type.
  const lab = entry('Campus Biology Lab');
  await lab.getByRole('button', { name: 'Edit Campus Biology Lab' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit AADSAS Experience' });
  await dialog.getByLabel('Contact Name').fill('Dr. Ana Ruiz');
  await dialog.getByLabel('Contact Title').fill('Principal Investigator');
  await dialog.getByLabel('Contact Email').fill('ana.ruiz@example.edu');
  await dialog.getByLabel('Description').fill('Ran PCR for a study of oral bacteria.');
  await expect(dialog.getByText('37 / 600')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Experience updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(figure('Campus Biology Lab', 'Contact Email')).toHaveText('ana.ruiz@example.edu');

  await lab.getByRole('button', { name: 'Highlight Campus Biology Lab' }).click();
  await expect(page.getByText('Experience highlighted')).toBeVisible();
  await expect(lab.getByText('Highlighted', { exact: true })).toBeVisible();
  await expect(page.getByText(/Highlighted: 1 of 6/)).toBeVisible();

  await lab.getByRole('button', { name: 'Copy Description' }).click();
  await expect(lab.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Ran PCR for a study of oral bacteria.');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('aadsas-experiences.csv');
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toEqual([
    'Experience Type,Organization,Contact Name,Contact Title,Contact Email,Contact Phone,Start Date,End Date,Ongoing,Total Hours,Average Hours per Week,Highlighted,Description',
    'Dental Shadowing (In Person),Smile Dental,Dr. Sarah Smith,,,,2024-06-03,2024-06-17,No,9,4.2,No,',
    'Dental Shadowing (Virtual),Lee Orthodontics,Dr. Omar Lee,,,,2024-07-01,2024-07-08,No,3,2.6,No,',
    'Employment,Corner Cafe,,,,,2024-08-01,2024-08-01,No,8,8,No,',
    'Research,Campus Biology Lab,Dr. Ana Ruiz,Principal Investigator,ana.ruiz@example.edu,,2024-09-10,2024-09-12,No,7,7,Yes,Ran PCR for a study of oral bacteria.',
  ]);
});
