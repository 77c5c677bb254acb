import type { Locator } from '@playwright/test';

/** In the admin dashboard's Users tab, one account's Status cell: 'Admin' for admins, empty for everyone else (SPEC §2). */
export const userStatus = (users: Locator, username: string) =>
  users
    .getByRole('row')
    .filter({ has: users.page().getByRole('cell', { name: username, exact: true }) })
    .getByRole('cell')
    .nth(3);
