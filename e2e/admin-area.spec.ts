import { expect, test, type Page } from '@playwright/test';
import { fillSchoolBasics, userStatus } from '../mfe-admin/e2e/steps';
import { ADMIN_PASSWORD, login, register } from './support';

async function signInAsAdmin(page: Page) {
  await login(page, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an admin sees the statistics and the user list on /admin', async ({ page, browser }) => {
  // A student to tell apart from the admin in the list.
  const studentPage = await browser.newPage();
  const student = await register(studentPage);
  await studentPage.close();
  await signInAsAdmin(page);
  await page.goto('/admin');
  const main = page.getByRole('main');
  for (const title of [
    'Total Users',
    'Courses',
    'Shadowing Entries',
    'Volunteer Entries',
    'DAT Scores',
    'Applications',
  ]) {
    await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Manage Dental Schools' })).toHaveAttribute(
    'href',
    '/admin/dental-schools',
  );

  await main.getByRole('tab', { name: 'Users' }).click();
  await expect(main.getByText(/^Total users: \d+$/)).toBeVisible();
  // Status (SPEC §2): an 'Admin' badge for admins and nothing for everyone else.
  await expect(userStatus(main, 'admin')).toHaveText('Admin');
  await expect(userStatus(main, student.username)).toHaveText('');
});

test('a student opening /admin is told off and sent to /dashboard', async ({ page }) => {
  await register(page);
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('You do not have permission to access the admin area.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a student opening the school management page is sent to /auth', async ({ page }) => {
  await register(page);
  await page.goto('/admin/dental-schools');
  // /auth then forwards a signed-in student on to the dashboard.
  await expect(page).toHaveURL(/\/(auth|dashboard)$/);
  await expect(page.getByRole('heading', { name: 'Dental School Management' })).toHaveCount(0);
});

test('an admin adds, edits, imports and deletes dental schools', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `Harbor School of Dentistry ${suffix}`;
  await signInAsAdmin(page);
  await page.goto('/admin/dental-schools');
  await expect(page.getByRole('heading', { name: 'Dental School Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Dental School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Dental School' });
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(dialog.getByText('School name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Tuition is required')).toBeVisible();

  await fillSchoolBasics(dialog, { name, state: 'Massachusetts', city: 'Boston', tuition: '95000' });
  await dialog.getByLabel('In-State Tuition').fill('60000');
  await expect(dialog.getByLabel('Program Length (years)')).toHaveValue('4');
  await dialog.getByLabel('Science GPA Average').fill('3.4');
  await dialog.getByLabel('Overall GPA Average').fill('3.5');
  await dialog.getByLabel('DAT Average').fill('520');
  await dialog.getByLabel('Acceptance Rate (%)').fill('8.5');
  await dialog.getByLabel('Website URL').fill('https://dental.example.edu');
  await dialog.getByLabel('Notes').fill('Strong clinical program');
  await dialog.getByLabel('Public School').check();
  await dialog.getByLabel('Accelerated Program').check();
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(page.getByText('Dental school added successfully')).toBeVisible();
  const card = page.getByRole('region', { name: name });
  await expect(card.getByText('Boston, Massachusetts')).toBeVisible();
  await expect(card.getByText('Accelerated')).toBeVisible();

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Dental School' });
  await expect(editDialog.getByLabel('School Name')).toHaveValue(name);
  await editDialog.getByLabel('City').fill('Cambridge');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Dental school updated successfully')).toBeVisible();
  await expect(card.getByText('Cambridge, Massachusetts')).toBeVisible();

  const imported = [`Quayside Dental ${suffix}`, `Lakeshore Dental ${suffix}`];
  const csv = [
    'name,state,city,tuition,programLength,scienceGpaAvg,overallGpaAvg,datAvg,isPublic,notes',
    `${imported[0]},Ohio,Columbus,"$45,000",4,3.3,3.4,510,true,"Small classes, early clinics"`,
    `${imported[1]},Texas,Houston,52000,4,3.2,3.3,505,0,`,
    `Broken Dental ${suffix},Texas,Houston,,4,3.2,3.3,900,0,`,
  ].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Imported 2 dental schools successfully')).toBeVisible();
  await expect(page.getByText('2 added, 0 updated, 0 skipped.')).toBeVisible();
  await expect(page.getByText('Row 3: DAT Average is required')).toBeVisible();
  const quayside = page.getByRole('region', { name: imported[0] });
  await expect(quayside.getByText('Columbus, Ohio')).toBeVisible();
  await expect(quayside.getByText('Public')).toBeVisible();
  await quayside.getByRole('button', { name: `Edit ${imported[0]}` }).click();
  await expect(page.getByRole('dialog').getByLabel('Notes')).toHaveValue('Small classes, early clinics');
  await expect(page.getByRole('dialog').getByLabel('Tuition', { exact: true })).toHaveValue('45000');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from('state,city\nOhio,Columbus') });
  await expect(page.getByText('Failed to parse CSV file. Please check the format.')).toBeVisible();

  page.on('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this dental school?');
    void confirm.accept();
  });
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Dental school deleted successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: name })).toHaveCount(0);
});
