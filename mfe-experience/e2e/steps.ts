import { expect, type Page } from '@playwright/test';

/** Adds a shadowing or volunteer entry through its dialog as a student would, fields by their labels, and waits for the toast. */
export async function addEntry(page: Page, noun: 'Shadowing' | 'Volunteer', fields: Record<string, string>) {
  await page.getByRole('button', { name: `Add New ${noun}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${noun} Experience` });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: `Add ${noun}` }).click();
  await expect(page.getByText(`${noun} experience added successfully`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The shadowing story's two days: Dr. Sarah Smith's on Jun 15, 2024 (4 h, with notes), then Dr. Omar Lee's, dated today (6 h). */
export async function addTwoShadowingDays(page: Page) {
  await addEntry(page, 'Shadowing', {
    Date: '2024-06-15',
    "Doctor's Name": 'Dr. Sarah Smith',
    Practice: 'Smile Dental',
    Hours: '4',
    Notes: 'Observed a root canal.',
  });
  await addEntry(page, 'Shadowing', { "Doctor's Name": 'Dr. Omar Lee', Practice: 'Lee Orthodontics', Hours: '6' });
}
