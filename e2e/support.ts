import { expect, type Page } from '@playwright/test';

let counter = 0;
export function newAccount(prefix = 'student') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.com`, password: 'Passw0rd!' };
}

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin!Test1';

/** Signs up through the Register tab, as a new visitor would, and waits for the dashboard. */
export async function register(page: Page, account = newAccount()) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

export async function login(page: Page, username: string, password: string, path = '/auth') {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Admin )?Login$/ }).click();
}

/** Adds a course through the coursework page's dialog, as a student would (the page must be /coursework). */
export async function addCourse(page: Page, course: { name: string; code: string; credits: string; grade: string; science?: boolean }) {
  await page.getByRole('button', { name: 'Add New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Course' });
  await dialog.getByLabel('Course Name').fill(course.name);
  await dialog.getByLabel('Course Code').fill(course.code);
  await dialog.getByLabel('Credits').fill(course.credits);
  await dialog.getByLabel('Grade').selectOption(course.grade);
  if (course.science) await dialog.getByLabel('Science course').check();
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByText('Course added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}
