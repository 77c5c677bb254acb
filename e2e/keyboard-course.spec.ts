import { expect, test, type Locator, type Page } from '@playwright/test';
import { register } from './support';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moving through the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 50; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

test('a student adds, edits and deletes a course with the keyboard alone', async ({ page }) => {
  await register(page);
  await page.goto('/coursework');
  await expect(page.getByText('No courses added yet')).toBeVisible();

  // Add: the dialog opens on its first field; Tab moves through the form, Space ticks the box.
  const addButton = page.getByRole('button', { name: 'Add New Course' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add New Course' });
  await expect(add.getByLabel('Course Name')).toBeFocused();
  await page.keyboard.type('Organic Chemistry');
  await page.keyboard.press('Tab');
  await page.keyboard.type('CHEM 241');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Grade')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(add.getByLabel('Grade')).toHaveValue('A-');
  const science = add.getByRole('checkbox', { name: 'Science course' });
  await tabTo(page, science);
  await page.keyboard.press('Space');
  await expect(science).toBeChecked();
  const submit = add.getByRole('button', { name: 'Add Course' });
  await tabTo(page, submit);
  // Focus stays in the dialog: past its last control (Close) it comes back to the first field.
  await page.keyboard.press('Tab');
  await expect(add.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Course Name')).toBeFocused();
  await tabTo(page, submit, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Course added successfully')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'CHEM 241' });
  await expect(row).toContainText('Organic Chemistry');
  await expect(row).toContainText('A-');
  // Back where the student started, ready for the next step.
  await expect(addButton).toBeFocused();

  // Edit: Enter on the row's Edit button; Escape would cancel, Enter on Save Changes saves.
  await tabTo(page, row.getByRole('button', { name: 'Edit Organic Chemistry', exact: true }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(edit.getByLabel('Course Name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Organic Chemistry II');
  await tabTo(page, edit.getByLabel('Grade'));
  await page.keyboard.press('ArrowUp');
  await expect(edit.getByLabel('Grade')).toHaveValue('A');
  await tabTo(page, edit.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Course updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Organic Chemistry II');
  await expect(row.getByText('A', { exact: true })).toBeVisible();
  const editButton = row.getByRole('button', { name: 'Edit Organic Chemistry II', exact: true });
  await expect(editButton).toBeFocused();

  // Delete: the confirmation opens on Cancel; Escape backs out, then Tab and Enter confirm.
  const deleteButton = row.getByRole('button', { name: 'Delete Organic Chemistry II', exact: true });
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete this course and affect your GPA calculation.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Course deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No courses added yet')).toBeVisible();
});
