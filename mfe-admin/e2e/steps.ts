import type { Locator } from '@playwright/test';

/** In the admin dashboard's Users tab, one account's Status cell: 'Admin' for admins, empty for everyone else (SPEC §2). */
export const userStatus = (users: Locator, username: string) =>
  users
    .getByRole('row')
    .filter({ has: users.page().getByRole('cell', { name: username, exact: true }) })
    .getByRole('cell')
    .nth(3);

/** In the open Add or Edit Dental School dialog, fills the four fields a school cannot go without. */
export async function fillSchoolBasics(
  dialog: Locator,
  school: { name: string; state: string; city: string; tuition: string },
) {
  await dialog.getByLabel('School Name').fill(school.name);
  await dialog.getByLabel('State', { exact: true }).selectOption(school.state);
  await dialog.getByLabel('City').fill(school.city);
  await dialog.getByLabel('Tuition', { exact: true }).fill(school.tuition);
}
