import { expect, type Page } from '@playwright/test';
import { card } from '@predental/remote-server/test-support/card';

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

/** Opens the Progress card's goal dialog for `kind`, enters `hours` and saves; the dialog, for what follows. */
export async function submitGoal(page: Page, kind: 'Shadowing' | 'Volunteer', hours: string) {
  await card(page, 'Progress')
    .getByRole('button', { name: /^(Set|Update) Goal$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Set ${kind} Goal` });
  await dialog.getByLabel('Goal (hours)').fill(hours);
  await dialog.getByRole('button', { name: 'Save Goal' }).click();
  return dialog;
}

/** Sets a goal through the Progress card and waits for its toast. */
export async function setGoal(page: Page, kind: 'Shadowing' | 'Volunteer', hours: string) {
  const dialog = await submitGoal(page, kind, hours);
  await expect(page.getByText(`Your ${kind.toLowerCase()} goal has been updated successfully`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A volunteering afternoon at the free clinic, by the dialog's labels (dated today). */
export const clinicVolunteering = {
  Organization: 'City Free Clinic',
  Type: 'Clinical',
  Supervisor: 'Jane Doe, jane@clinic.org',
  Hours: '3.5',
};
