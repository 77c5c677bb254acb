import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openStandaloneSignedIn, register } from './support';
import { routeRemote } from './remote-route';

test('the landing page loads no remote code and nothing from another origin', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(
    page
      .getByRole('button', { name: 'Create Free Account' })
      .or(page.getByRole('link', { name: 'Create Free Account' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('500+')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('/remotes/'))).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(baseURL!))).toEqual([]);

  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('a signed-in visitor who opens / goes to the dashboard', async ({ page }) => {
  await register(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** The shell's chunks of zod and the declarations' checks, which load when code needs them and are never hinted. */
function zodChunks(): string[] {
  const chunks = JSON.parse(readFileSync(path.join(__dirname, '../shell/dist/chunk-modules.json'), 'utf8')) as Record<
    string,
    { modules: string[] }
  >;
  const zod = /^zod\/|remote-build\/browser-zod\.js$|contracts\/src\/screens\.ts$/;
  return Object.entries(chunks)
    .filter(([, { modules }]) => modules.some((module) => zod.test(module)))
    .map(([file]) => `/${file}`);
}

/** The shell's files of its named imports (page-chunks.json), as the page fetches them. */
function shellImports(...names: string[]): string[] {
  const chunks = JSON.parse(readFileSync(path.join(__dirname, '../shell/dist/page-chunks.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return names.flatMap((name) => chunks[name] ?? []).map((file) => `/${file}`);
}

/** Apollo's own files: those of the import the dashboard's heading does not run. */
function apolloOnly(): string[] {
  const heading = shellImports('bootstrap', 'remote-area', 'signed-in-layout', 'dashboard-page');
  return shellImports('apollo-area').filter((file) => !heading.includes(file));
}

/** The files a remote's module fetches after its first render (its manifest's async files), as the page fetches them. */
function loadedLater(remote: string, module: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, `../mfe-${remote}/dist/mf-manifest.json`), 'utf8')) as {
    exposes: { name: string; assets: { js: { async: string[] } } }[];
  };
  const expose = manifest.exposes.find(({ name }) => name === module);
  return (expose?.assets.js.async ?? []).map((file) => `/remotes/${remote}/${file}`);
}

for (const [pathname, heading, afterHeading, drawnLater] of [
  // Declared headingFirst: the rest of the screen's code and Apollo load once its heading has drawn.
  ['/coursework', 'Coursework', [...loadedLater('academics', 'Coursework'), ...apolloOnly()], 'No courses added yet'],
  // The widgets' code and Apollo load once the heading has drawn: they are not hinted.
  ['/dashboard', /^Welcome back/, ['/remotes/', ...apolloOnly()], 'No DAT scores recorded yet'],
  // The shell's own page: its code (Radix's tabs, the form) comes beside the layout's, not after React ran.
  ['/settings', 'Settings', [], 'Maximum file size: 2MB. Recommended dimensions: 200x200px.'],
] as const) {
  test(`${pathname}: the HTML carries what the page reads of the remotes and hints each script its first paint runs`, async ({
    page: signUp,
  }) => {
    await register(signUp);
    // A page of its own: sign-up's page has no list of remotes in its HTML (/auth loads none), so
    // it fetches /remotes.json as it moves to the dashboard, late when the machine is busy.
    const page = await signUp.context().newPage();
    const requested: { path: string; type: string }[] = [];
    page.on('request', (request) =>
      requested.push({ path: new URL(request.url()).pathname, type: request.resourceType() }),
    );
    const html = await (await page.goto(pathname))!.text();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // What the later code draws, so it has been fetched: a quiet network alone can come first on a busy machine.
    await expect(page.getByText(drawnLater)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(html).toContain('<script type="application/json" id="predental-remotes">');
    expect(html).toContain('<script type="application/json" id="predental-checked-screens">');
    // The list of remotes, their screens and the path's manifests (where it reads any) came with the page.
    expect(requested.filter(({ path }) => path.endsWith('.json'))).toEqual([]);
    // One request per script: a hint the page's own script element did not match would show as a second.
    const scripts = requested.filter(({ type }) => type === 'script').map(({ path }) => path);
    expect(new Set(scripts).size).toBe(scripts.length);
    const hinted = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script"/g)].map((link) => link[1]!);
    const later = (script: string) => afterHeading.some((prefix) => script.startsWith(prefix));
    expect(hinted.filter(later)).toEqual([]);
    const lazy = zodChunks();
    expect(scripts.filter((script) => !hinted.includes(script) && !lazy.includes(script) && !later(script))).toEqual(
      [],
    );
    if (afterHeading.length > 0) expect(scripts.filter(later).length).toBeGreaterThan(0);
    // The shell's own scripts first, then the remotes'.
    const firstRemote = hinted.findIndex((href) => href.startsWith('/remotes/'));
    if (firstRemote === -1) return;
    expect(firstRemote).toBeGreaterThan(3);
    expect(hinted.slice(0, firstRemote).every((href) => !href.startsWith('/remotes/'))).toBe(true);
  });
}

test('a remote that is down shows its error card with Retry while the rest of the shell works', async ({ page }) => {
  const account = await register(page);
  // This browser has read the areas' screens once; it remembers them for when one is down
  // (remote-screens.spec.ts covers a first visit while a remote is down).
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Coursework' })).toBeVisible();
  await routeRemote(page, 'academics', (route) => route.abort());
  await page.reload();
  // The dashboard keeps working around the academics widgets.
  await expect(page.getByText(new RegExp(`Welcome.*${account.username}`))).toBeVisible();
  await expect(page.getByText('Academics is unavailable').first()).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await expect(page).toHaveURL(/\/coursework$/);
  await expect(page.getByText('Academics is unavailable')).toHaveCount(1);

  await page.unroute('**/remotes/academics/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Academics is unavailable')).toBeHidden();
  await expect(page.getByRole('heading', { name: /Coursework/ }).first()).toBeVisible();
});

test('the academics remote also runs on its own page, outside the shell', async ({ page }) => {
  await openStandaloneSignedIn(page, 'academics', 'Academics');
  await expect(page.getByRole('tab', { name: 'Coursework' })).toBeVisible();
  await expect(page.getByText('No courses added yet')).toBeVisible();
  await page.getByRole('tab', { name: 'DAT Scores' }).click();
  await expect(page.getByText('No DAT scores recorded yet')).toBeVisible();
});
