import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addEntry } from '../mfe-experience/e2e/steps';
import { addCourse, ADMIN_PASSWORD, GENERAL_BIOLOGY, login, register } from './support';
import { zodFiles } from './zod-files';

// Issue 41: the full zod (25 KB) loads when a form checks input, not for a student who only looks.

/** Opens the path in a new document; what it then fetches of zod's files (zodFiles), once the page is idle. */
async function zodFetchedOn(page: Page, pagePath: string, act = async () => {}, folder?: string): Promise<string[]> {
  const files = zodFiles(folder);
  expect(files.length).toBeGreaterThan(0);
  const fetched: string[] = [];
  const record = (request: { url(): string }) => fetched.push(path.basename(new URL(request.url()).pathname));
  // The document before is gone first: sign-up's, for one, fetches and checks the remotes' screens
  // itself as it moves on to the dashboard (/auth's HTML carries none), late on a busy machine.
  await page.goto('about:blank');
  page.on('request', record);
  await page.goto(pagePath);
  await page.waitForLoadState('networkidle');
  await act();
  page.off('request', record);
  return fetched.filter((file) => files.includes(file));
}

test('a student who only looks at the dashboard, coursework, the explorer and shadowing fetches no full zod', async ({
  page,
}) => {
  await register(page);
  await page.goto('/coursework');
  await addCourse(page, GENERAL_BIOLOGY);
  await page.goto('/shadowing');
  await addEntry(page, 'Shadowing', { "Doctor's Name": 'Dr. Omar Lee', Practice: 'Lee Orthodontics', Hours: '6' });
  for (const pagePath of ['/dashboard', '/coursework', '/dental-schools', '/shadowing'])
    expect({ pagePath, zod: await zodFetchedOn(page, pagePath) }).toEqual({ pagePath, zod: [] });
});

/** Each page by its heading: the page is drawn (its code has run) before what it fetched is counted. */
async function expectNoFullZod(page: Page, headings: Record<string, string>) {
  for (const [pagePath, heading] of Object.entries(headings)) {
    const drawn = () => expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    expect({ pagePath, zod: await zodFetchedOn(page, pagePath, drawn) }).toEqual({ pagePath, zod: [] });
  }
}

test('a student who only looks at DAT, experiences, applications, letters, the statement and settings fetches no full zod', async ({
  page,
}) => {
  await register(page);
  await expectNoFullZod(page, {
    '/dat': 'DAT Scores',
    '/experiences': 'AADSAS Experiences',
    '/applications': 'Applications',
    '/applications/letters': 'Letters of Evaluation',
    '/applications/personal-statement': 'Personal Statement',
    '/settings': 'Settings',
  });
});

test('an admin who only looks at the schools and the application cycle fetches no full zod', async ({ page }) => {
  await login(page, 'admin', ADMIN_PASSWORD, '/auth?admin=true');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoFullZod(page, {
    '/admin/dental-schools': 'Dental School Management',
    '/admin/application-cycle': 'Application Cycle',
  });
});

test("a signed-in page uses the remotes' screens the entry checked: no zod at all until a form", async ({ page }) => {
  await register(page);
  for (const pagePath of ['/dashboard', '/coursework', '/dental-schools'])
    expect({ pagePath, zod: await zodFetchedOn(page, pagePath, undefined, 'zod/v4/') }).toEqual({ pagePath, zod: [] });
});

test('a visitor who opens the sign-in page fetches zod only as they start signing in', async ({ page }) => {
  expect(await zodFetchedOn(page, '/auth')).toEqual([]);
  const zod = await zodFetchedOn(page, '/auth', async () => {
    await page.getByLabel('Username').fill('someone');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });
  expect(zod.length).toBeGreaterThan(0);
});

test('opening a form fetches zod, and its messages are the same', async ({ page }) => {
  await register(page);
  const zod = await zodFetchedOn(page, '/dashboard', async () => {
    await page.getByRole('link', { name: 'Shadowing' }).first().click();
    await page.getByRole('button', { name: 'Add New Shadowing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Shadowing Experience' });
    await dialog.getByRole('button', { name: 'Add Shadowing' }).click();
    await expect(dialog.getByText("Doctor's name is required")).toBeVisible();
  });
  expect(zod.length).toBeGreaterThan(0);
});
