import { expect, test } from '@playwright/test';
import { card } from '@predental/remote-server/test-support/card';
import { addEntry, addTwoShadowingDays, clinicVolunteering, submitGoal } from '../mfe-experience/e2e/steps';
import { register } from './support';

function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

test('a student logs shadowing and volunteer hours against a goal, and the dashboard agrees', async ({ page }) => {
  await register(page);
  await expect(card(page, 'Recent Shadowing')).toContainText('No shadowing hours recorded yet.');
  await expect(card(page, 'Recent Volunteering')).toContainText('No volunteer hours recorded yet.');

  await page.getByRole('navigation').getByRole('link', { name: 'Shadowing Hours' }).click();
  await expect(page.getByText('No shadowing experiences yet')).toBeVisible();
  await expect(card(page, 'Progress')).toContainText('Set a goal to track your progress');

  // Required fields answer with the form's own messages.
  await page.getByRole('button', { name: 'Add New Shadowing' }).click();
  const empty = page.getByRole('dialog', { name: 'Add Shadowing Experience' });
  await expect(empty.getByLabel('Date')).toHaveValue(today());
  await empty.getByRole('button', { name: 'Add Shadowing' }).click();
  await expect(empty.getByText("Doctor's name is required")).toBeVisible();
  await expect(empty.getByText('Practice name is required')).toBeVisible();
  await expect(empty.getByText('Hours must be greater than 0')).toBeVisible();
  await empty.getByRole('button', { name: 'Cancel' }).click();

  await addTwoShadowingDays(page);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Dr. Omar Lee');
  await expect(rows.nth(2)).toContainText('Jun 15, 2024');
  await expect(card(page, 'Recent Activity')).toContainText('Dr. Omar Lee');

  const goalDialog = await submitGoal(page, 'Shadowing', '0');
  await expect(page.getByText('Invalid Goal')).toBeVisible();
  await expect(page.getByText('Please enter a valid positive number')).toBeVisible();
  await goalDialog.getByLabel('Goal (hours)').fill('40');
  await goalDialog.getByRole('button', { name: 'Save Goal' }).click();
  await expect(page.getByText('Your shadowing goal has been updated successfully')).toBeVisible();
  await expect(goalDialog).toBeHidden();
  // (4 + 6) / 40 = 25 %
  const progress = page.getByRole('progressbar', { name: 'Shadowing goal progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(card(page, 'Progress')).toContainText('25%');

  await page.getByRole('button', { name: 'Edit Dr. Sarah Smith, Jun 15, 2024' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Shadowing Experience' });
  await expect(edit.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(edit.getByRole('button', { name: 'Delete' })).toBeVisible();
  await edit.getByLabel('Hours').fill('8');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Shadowing experience updated successfully')).toBeVisible();
  // (8 + 6) / 40 = 35 %
  await expect(progress).toHaveAttribute('aria-valuenow', '35');

  await page.getByRole('button', { name: `Delete Dr. Omar Lee, ` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete this shadowing experience.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Shadowing experience deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Dr. Omar Lee' })).toBeHidden();
  await expect(progress).toHaveAttribute('aria-valuenow', '20');
  await expect(card(page, 'Progress')).toContainText('8');

  await page.getByRole('navigation').getByRole('link', { name: 'Volunteer Hours' }).click();
  await expect(page.getByText('No volunteer experiences yet')).toBeVisible();
  await addEntry(page, 'Volunteer', clinicVolunteering);
  for (const header of ['Date', 'Organization', 'Type', 'Supervisor', 'Hours', 'Notes', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(card(page, 'Progress')).toContainText('Set a goal to track your progress');

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const shadowingCard = card(page, 'Shadowing Hours');
  await expect(shadowingCard).toContainText('8');
  await expect(shadowingCard).toContainText('0 hours this month');
  await expect(card(page, 'Volunteer Hours')).toContainText('3.5 hours this month');
  const recentShadowing = card(page, 'Recent Shadowing');
  await expect(recentShadowing).toContainText('Dr. Sarah Smith');
  await expect(recentShadowing.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/shadowing');
  const recentVolunteering = card(page, 'Recent Volunteering');
  await expect(recentVolunteering).toContainText('City Free Clinic');
  await expect(recentVolunteering.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/volunteer');
});
