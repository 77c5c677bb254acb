import { expect, test, type Page } from '@playwright/test';
import { login, newAccount, register, submitRegistration } from './support';

/** The failure toast, its title and message, and the visitor still on /auth. */
async function expectRefused(page: Page, title: string, message: string) {
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
}

test('a new visitor registers, stays signed in across a reload, logs out and is sent to sign in for a protected page', async ({
  page,
}) => {
  const account = await register(page);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByText(account.username).first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(new RegExp(`Welcome.*${account.username}`))).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/coursework');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcoursework$/);

  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/coursework$/);
});

test('the register form shows the specified messages and sends nothing invalid', async ({ page }) => {
  await submitRegistration(page, { username: 'ab', email: 'not-an-email', password: 'short', confirm: 'other' });
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await expect(page.getByText('Password must be at least 8 characters')).toBeHidden();
  await page.getByLabel('Confirm Password').fill('Passw0rd?');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('a wrong password shows the login failure toast', async ({ page }) => {
  const account = newAccount();
  await login(page, account.username, 'Wrong-pass1');
  await expectRefused(page, 'Login failed', 'Invalid username or password');
});

test('signing up with a taken username says so, with its status, and stays on the form', async ({ page, context }) => {
  const account = await register(page);
  await context.clearCookies();
  await submitRegistration(page, { ...account, email: `other-${account.email}` });
  await expectRefused(page, 'Registration failed', '409: Username already exists');
});

test('a redirect outside the site is ignored after login', async ({ page, context }) => {
  const account = await register(page);
  await context.clearCookies();
  await login(page, account.username, account.password, '/auth?redirect=%2F%2Fevil.example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path shows the 404 card', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('signing up and opening the dashboard and coursework break no Content-Security-Policy rule', async ({ page }) => {
  // zod, jitless in the browser (parseWithoutEval), never tries the `new Function` our script-src refuses.
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (directive: string) => void }).reportViolation(event.violatedDirective),
    ),
  );
  await register(page);
  await expect(page.getByText('Registration successful')).toBeVisible();
  for (const path of ['/coursework', '/dashboard']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test("the dashboard's scripts arrive as their brotli copies, with a script's headers and not a document's", async ({
  page,
  browser,
  baseURL,
}) => {
  await register(page);
  await expect(page.getByText('Registration successful')).toBeVisible();
  // A first visit's fetches: signed in, with an empty cache (this page's would revalidate: 304s).
  const context = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
  const visit = await context.newPage();
  const scripts: Promise<{ url: string; headers: Record<string, string> }>[] = [];
  visit.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.allHeaders().then((headers) => ({ url: response.url(), headers })));
  });
  const document = await visit.goto('/dashboard');
  await visit.waitForLoadState('networkidle');
  expect(await document?.headerValue('content-security-policy')).toContain("script-src 'self'");
  const answers = await Promise.all(scripts);
  await context.close();
  expect(answers.filter(({ url }) => url.includes('/remotes/')).length).toBeGreaterThan(0);
  for (const { url, headers } of answers)
    expect([
      url,
      headers['content-encoding'],
      headers['x-content-type-options'],
      headers['content-security-policy'],
    ]).toEqual([url, 'br', 'nosniff', undefined]);
});
