import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { register } from './support';
import { CHECKED_SCREENS_SCRIPT_ID } from '@predental/contracts/shell-pages';
import { routeRemote } from './remote-route';

const ROOT = path.resolve(__dirname, '..');
/** Where the running platform serves the academics remote from (/remotes/academics/). */
const SERVED = path.join(ROOT, 'mfe-academics', 'dist');
/** Under .data (ignored by git): the academics team's working copy and the deployed build while it is replaced. */
const WORK = path.join(ROOT, '.data', `remote-screens-${process.env.E2E_PORT ?? 3100}`);
const COPY = path.join(WORK, 'mfe-academics');
const DEPLOYED = path.join(WORK, 'deployed-dist');

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');
const SIDEBAR = [
  'Dashboard',
  'Application Summary',
  'Coursework',
  'AADSAS GPA',
  'Shadowing Hours',
  'Volunteer Hours',
  'Experience Hours',
  'AADSAS Experiences',
  'DAT Scores',
  'Dental Schools',
  'Applications',
  'Letters of Evaluation',
  'Personal Statement',
  'Settings',
];

/**
 * The next page is a browser's first visit: no remotes' screens remembered. Cleared as that page
 * starts, not now: the screens the dashboard is still fetching would be stored again after a clear.
 */
const forgetScreens = (page: Page) => page.addInitScript(() => localStorage.clear());

/** Puts back the build the platform served before this file changed it (also after a run that died half way). */
function restoreDeployed() {
  if (!existsSync(DEPLOYED)) return;
  rmSync(SERVED, { recursive: true, force: true });
  renameSync(DEPLOYED, SERVED);
}

/** The academics team's change: a new screen with its sidebar entry, in their own workspace alone. */
function addCoursePlanScreen() {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY, { recursive: true });
  for (const entry of ['package.json', 'webpack.config.js', 'src'])
    cpSync(path.join(ROOT, 'mfe-academics', entry), path.join(COPY, entry), { recursive: true });
  // Its standalone page is not rebuilt here: the deployed one stays (the build keeps dist/standalone).
  cpSync(SERVED, path.join(COPY, 'dist'), { recursive: true });

  mkdirSync(path.join(COPY, 'src', 'course-plan'));
  writeFileSync(
    path.join(COPY, 'src', 'course-plan', 'CoursePlanPage.tsx'),
    `import { PageHeader } from '@predental/design/Page';
export default function CoursePlanPage() {
  return <PageHeader title="Course Plan" subtitle="Plan the prerequisites you still need, term by term." />;
}
`,
  );
  const edit = (file: string, from: string, to: string) => {
    const source = readFileSync(path.join(COPY, file), 'utf8');
    if (!source.includes(from)) throw new Error(`${file} no longer contains ${from}`);
    writeFileSync(path.join(COPY, file), source.replace(from, to));
  };
  edit(
    'webpack.config.js',
    `'./Dat': './src/dat/DatScreen.tsx',`,
    `'./Dat': './src/dat/DatScreen.tsx',\n      './CoursePlan': './src/course-plan/CoursePlanPage.tsx',`,
  );
  edit(
    'src/screens.ts',
    `{ path: '/dat',`,
    `{ path: '/course-plan', module: 'CoursePlan', nav: { label: 'Course Plan', section: 'main', order: 35 } },\n    { path: '/dat',`,
  );
}

/** Builds the copy's federated remote with webpack (the first config of its webpack.config.js), as the team's CI would. */
async function buildCopy() {
  // A file, not node -e: webpack's worker processes start with the parent's arguments.
  writeFileSync(
    path.join(COPY, 'build-remote.js'),
    `const webpack = require('webpack');
const [remote] = require('./webpack.config.js');
webpack(remote({}, { mode: 'production' }), (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exitCode = 1;
  }
});
`,
  );
  await promisify(execFile)(process.execPath, ['build-remote.js'], { cwd: COPY });
}

/** Deploys the copy's build where the platform serves the remote; the previous build is kept to restore. */
function deployCopy() {
  renameSync(SERVED, DEPLOYED);
  renameSync(path.join(COPY, 'dist'), SERVED);
}

test.beforeAll(restoreDeployed);
test.afterAll(() => {
  restoreDeployed();
  rmSync(WORK, { recursive: true, force: true });
});

test('a remote ships a new screen and sidebar entry alone: rebuilt and deployed while the platform runs, seen on the next page load', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await register(page);
  await expect(sidebar(page)).toHaveText(SIDEBAR);

  addCoursePlanScreen();
  await buildCopy();
  deployCopy();

  // A 404 card at any moment of the next page loads would count, a flash included.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('404 Page Not Found')) (window as { saw404?: boolean }).saw404 = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // No shell build, no restart. This browser remembers the screens from before the deploy, without
  // /course-plan: the page waits for the remotes' declarations rather than answer 404.
  await page.goto('/course-plan');
  await expect(page.getByRole('heading', { name: 'Course Plan' })).toBeVisible();
  await expect(page.getByText('Plan the prerequisites you still need, term by term.')).toBeVisible();
  await expect(sidebar(page)).toHaveText(
    SIDEBAR.flatMap((label) => (label === 'AADSAS GPA' ? [label, 'Course Plan'] : [label])),
  );
  expect(await page.evaluate(() => (window as { saw404?: boolean }).saw404)).toBeUndefined();

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Course Plan' }).click();
  await expect(page).toHaveURL(/\/course-plan$/);
  await expect(page.getByRole('heading', { name: 'Course Plan' })).toBeVisible();

  // The team rolls back: the screen and its entry go with the old build.
  restoreDeployed();
  await page.reload();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(sidebar(page)).toHaveText(SIDEBAR);
});

test('a remote that is down on the first visit: its paths show its error card, not a 404, until it answers', async ({
  page,
}) => {
  await register(page);
  await forgetScreens(page);
  await routeRemote(page, 'academics', (route) => route.abort());
  await page.goto('/coursework');
  await expect(page.getByRole('heading', { name: 'Academics is unavailable' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  await expect(sidebar(page)).toHaveText([
    'Dashboard',
    'Application Summary',
    'Shadowing Hours',
    'Volunteer Hours',
    'Experience Hours',
    'AADSAS Experiences',
    'Dental Schools',
    'Applications',
    'Letters of Evaluation',
    'Personal Statement',
    'Settings',
  ]);

  await page.unroute('**/remotes/academics/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Coursework' }).first()).toBeVisible();
  await expect(page.getByText('Academics is unavailable')).toHaveCount(0);
  await expect(sidebar(page)).toHaveText(SIDEBAR);
});

test('a path no area declares is a 404 once every remote has answered', async ({ page }) => {
  await register(page);
  await forgetScreens(page);
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a malformed declaration costs only its own area: the last good one is used, the page keeps working', async ({
  page,
}) => {
  await register(page);
  await expect(sidebar(page)).toHaveText(SIDEBAR);
  await routeRemote(
    page,
    'schools',
    (route) => route.fulfill({ json: { area: 'Schools', screens: [{ path: 'not a path', module: 42 }] } }),
    'screens.json',
  );
  await page.goto('/dental-schools');
  await expect(sidebar(page)).toHaveText(SIDEBAR);
  await expect(page.getByRole('heading', { name: 'Dental School Explorer' })).toBeVisible();

  // Never read before and malformed now: the area is unavailable, the others are untouched.
  await forgetScreens(page);
  await page.goto('/dental-schools');
  await expect(page.getByRole('heading', { name: 'Schools is unavailable' })).toBeVisible();
  await expect(sidebar(page)).toHaveText(SIDEBAR.filter((label) => label !== 'Dental Schools'));
});

test('a remote that serves a malformed declaration: the entry leaves it out of the page, the shell fetches it and refuses it with the same message', async ({
  page,
}) => {
  await register(page);
  await expect(sidebar(page)).toHaveText(SIDEBAR);
  // The academics team deploys a screens.json the contract refuses; the build they replace is kept to restore.
  cpSync(SERVED, DEPLOYED, { recursive: true });
  writeFileSync(
    path.join(SERVED, 'screens.json'),
    JSON.stringify({ area: 'Academics', screens: [{ path: 'not a path', module: 'Coursework' }] }),
  );
  // The build's precompressed copies would still answer the old file; this deploy has none.
  for (const copy of ['screens.json.br', 'screens.json.gz']) rmSync(path.join(SERVED, copy), { force: true });
  try {
    const html = await (await page.request.get('/coursework')).text();
    const checked = new RegExp(`id="${CHECKED_SCREENS_SCRIPT_ID}">(.*?)</script>`).exec(html)?.[1] ?? '{}';
    expect(Object.keys(JSON.parse(checked) as object).sort()).toEqual([
      '/remotes/admin/screens.json',
      '/remotes/applications/screens.json',
      '/remotes/experience/screens.json',
      '/remotes/schools/screens.json',
    ]);
    // Nor its manifest and scripts, which the refused declaration was to name.
    expect(html).not.toContain('/remotes/academics/remoteEntry');

    const refused = page.waitForEvent('console', {
      predicate: (message) =>
        message.text().includes('Could not read the screens of the academics remote') &&
        message.text().includes('A screen path is lowercase words joined by - and /, such as /dental-schools'),
    });
    await page.goto('/coursework');
    await refused;
    // The last good declaration this browser remembers stands in.
    await expect(page.getByRole('heading', { name: 'Coursework' }).first()).toBeVisible();
    await expect(sidebar(page)).toHaveText(SIDEBAR);

    await forgetScreens(page);
    await page.goto('/coursework');
    await expect(page.getByRole('heading', { name: 'Academics is unavailable' })).toBeVisible();
  } finally {
    restoreDeployed();
  }
});
