import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { submitNewCourse, type NewCourse } from '../mfe-academics/e2e/steps';
import { fillEveryArea } from '../test-support/student-record';

export { GENERAL_BIOLOGY } from '../mfe-academics/e2e/steps';

let counter = 0;
export function newAccount(prefix = 'student') {
  counter += 1;
  // Two stories run at once: the worker's number keeps two sign-ups in the same millisecond apart.
  const id = `${prefix}${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? 0}n${counter}`;
  return { username: id, email: `${id}@example.com`, password: 'Passw0rd!' };
}

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin!Test1';

/** Fills the Register tab on /auth with these fields (the confirmation is the password unless given) and sends it. */
export async function submitRegistration(
  page: Page,
  fields: { username: string; email: string; password: string; confirm?: string },
) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(fields.username);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm Password').fill(fields.confirm ?? fields.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs up through the Register tab, as a new visitor would, and waits for the dashboard. */
export async function register(page: Page, account = newAccount()) {
  await submitRegistration(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A new student's signed-in state, for visits in contexts of their own (a first visit, nothing
 * cached): with a record in every area when `filled` (fillEveryArea), or none at all.
 */
export async function signedUpState(browser: Browser, baseURL: string, filled: boolean): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await register(page);
  const [session] = await context.cookies();
  if (filled) await fillEveryArea(new URL(page.url()).origin, `${session!.name}=${session!.value}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Whether a response answers the shell's GraphQL operation of that name (sent to /graphql). */
export function answersOperation(response: Response, name: string): boolean {
  if (new URL(response.url()).pathname !== '/graphql') return false;
  const body = response.request().postDataJSON() as { query?: unknown } | null;
  return typeof body?.query === 'string' && new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(body.query);
}

export async function login(page: Page, username: string, password: string, path = '/auth') {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Admin )?Login$/ }).click();
}

/** Adds a course through the coursework page's dialog, as a student would (the page must be /coursework). */
export async function addCourse(page: Page, course: NewCourse) {
  const dialog = await submitNewCourse(page, course);
  await expect(page.getByText('Course added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Each text somewhere in `scope`, in any order. */
export async function expectEachText(scope: Locator, texts: string[]) {
  for (const text of texts) await expect(scope).toContainText(text);
}

/** The explorer's list, then its filters shown, each `check`ed once it has loaded; gives the search box. */
export async function walkExplorerFilters(page: Page, check: (state: string) => Promise<void>) {
  await expect(page.getByText(/^Showing \d+ of \d+ schools$/)).toBeVisible();
  await check('/dental-schools');
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(page.getByRole('slider', { name: 'Maximum Tuition' })).toBeVisible();
  await check('/dental-schools with filters shown');
  return page.getByRole('searchbox', { name: 'Search by name or city' });
}

/** A school as an admin enters it: `name`, plain figures, and `fields` over them. */
export function newSchool<Fields extends object>(name: string, fields: Fields) {
  return {
    name,
    state: 'Oregon',
    city: 'Portland',
    tuition: 60_000,
    programLength: 4,
    scienceGpaAvg: 3.4,
    overallGpaAvg: 3.5,
    datAvg: 510,
    ...fields,
  };
}

/** Schools come only from an admin: signs `request` in as the admin, adds each school, and returns their ids. */
export async function addSchoolsAsAdmin(request: APIRequestContext, schools: object[]): Promise<string[]> {
  const login = await request.post('/api/simple-login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const ids: string[] = [];
  for (const school of schools) {
    const created = await request.post('/api/admin/dental-schools', { data: school });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  return ids;
}

/** On /dental-schools: ticks each school's Compare box (found through the search) and opens the comparison. */
export async function compareSchools(page: Page, names: readonly string[]) {
  for (const name of names) {
    await page.getByRole('searchbox', { name: 'Search by name or city' }).fill(name);
    await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  }
  await page
    .getByRole('region', { name: 'Schools to compare' })
    .getByRole('button', { name: 'Compare', exact: true })
    .click();
  const table = page.getByRole('table', { name: 'Compare Schools' });
  await expect(table).toBeVisible();
  // Each school's prerequisites come on their own: the comparison is whole once none is loading.
  await expect(table.getByRole('status')).toHaveCount(0);
}

/** A remote's own page on the platform: it asks a visitor to sign in first; opened again once a new student signed up. */
export async function openStandaloneSignedIn(page: Page, remote: string, area: string) {
  await page.goto(`/remotes/${remote}/standalone/`);
  await expect(page.getByText(`${area}: sign in first`)).toBeVisible();
  await register(page);
  await page.goto(`/remotes/${remote}/standalone/`);
}
