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
