import { expect, test } from '@playwright/test';
import { card } from '@predental/remote-server/test-support/card';
import { changeGrade, expectGpaCards } from '../mfe-academics/e2e/steps';
import { addCourse, register, GENERAL_BIOLOGY } from './support';

test('a student tracks courses and GPA, then DAT attempts, and the dashboard agrees', async ({ page }) => {
  await register(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await expect(page.getByText('No courses added yet')).toBeVisible();

  await addCourse(page, GENERAL_BIOLOGY);
  await addCourse(page, { name: 'English Composition', code: 'ENG 101', credits: '3', grade: 'B' });
  await addCourse(page, { name: 'Psychology', code: 'PSY 101', credits: '3', grade: 'C' });
  // (4*4 + 3*3 + 2*3) / 10 = 3.10; science: 4.00
  await expectGpaCards(page, { overall: '3.10', science: '4.00', credits: '10' });

  await changeGrade(page, 'Psychology', 'A');
  // (16 + 9 + 12) / 10 = 3.70
  await expect(card(page, 'Overall GPA')).toContainText('3.70');

  await page.getByRole('button', { name: 'Delete English Composition' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete this course and affect your GPA calculation.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Course deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'English Composition' })).toBeHidden();
  // (16 + 12) / 7 = 4.00
  await expect(card(page, 'Overall GPA')).toContainText('4.00');
  await expect(card(page, 'Total Credits')).toContainText('7');

  await page.getByRole('navigation').getByRole('link', { name: 'DAT Scores' }).click();
  await expect(page.getByText('No DAT scores recorded yet')).toBeVisible();
  for (const [date, biology] of [
    ['2024-01-15', '480'],
    ['2024-06-20', '580'],
  ] as const) {
    await page.getByRole('button', { name: 'Add New Score' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add DAT Score' });
    await dialog.getByLabel('Test Date').fill(date);
    await dialog.getByLabel('Biology').fill(biology);
    await dialog.getByLabel('Academic Average').fill('540');
    await dialog.getByRole('button', { name: 'Add Score' }).click();
    await expect(page.getByText('DAT score added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const latest = card(page, 'Latest DAT Score');
  await expect(latest).toContainText('Jun 20, 2024');
  await expect(latest.getByText('580')).toHaveAttribute('data-variant', 'default');
  await expect(latest.getByText('540')).toHaveAttribute('data-variant', 'secondary');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Jun 20, 2024');
  await expect(rows.nth(2)).toContainText('Jan 15, 2024');
  await expect(rows.nth(2).getByText('480')).toHaveAttribute('data-variant', 'destructive');
  await expect(rows.nth(2).getByText('500').first()).toHaveAttribute('data-variant', 'outline');

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(card(page, 'Overall GPA')).toContainText('4.00');
  await expect(card(page, 'Science GPA')).toContainText('4.00');
  const datCard = card(page, 'DAT Scores');
  await expect(datCard.getByRole('row')).toHaveCount(3);
  await expect(datCard.getByRole('row').nth(1)).toContainText('Jun 20, 2024');
  await expect(datCard.getByRole('link', { name: 'Add New Score' })).toHaveAttribute('href', '/dat');
});
