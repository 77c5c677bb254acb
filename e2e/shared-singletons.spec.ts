import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { register } from './support';
import { routeRemote } from './remote-route';

const ROOT = path.resolve(__dirname, '..');
// Under .data (ignored by git), one folder per port so runs on different ports never share a build.
const copy = path.join(ROOT, '.data', `incompatible-remote-${process.env.E2E_PORT ?? 3100}`, 'mfe-academics');
const copyDist = path.join(copy, 'dist');
const pageReact = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/react/package.json'), 'utf8')) as { version: string }
).version;
const OLD_REACT_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/react-18/package.json'), 'utf8')) as { version: string }
).version;
const OLD_REACT = `^${OLD_REACT_VERSION}`;

const refusal = (message: ConsoleMessage) =>
  message.type() === 'error' && message.text().startsWith('The academics area was not loaded:');

/** The browser gets academics from the copy's build, at the remote's own URLs. */
async function serveCopyAsAcademics(page: Page) {
  await routeRemote(page, 'academics', async (route) => {
    const file = path.join(copyDist, new URL(route.request().url()).pathname.replace(/^\/remotes\/academics\//, ''));
    if (file.startsWith(copyDist + path.sep) && existsSync(file)) await route.fulfill({ path: file });
    else await route.fulfill({ status: 404, body: 'not in the copy' });
  });
}

test.beforeAll(async () => {
  // A real webpack build of the academics remote against React 18; the repo stays as it is.
  test.setTimeout(300_000);
  rmSync(path.dirname(copy), { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mfe-academics'), copy, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  const pkgFile = path.join(copy, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { dependencies: Record<string, string> };
  pkg.dependencies.react = OLD_REACT;
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  // Only the federated build (the first config), with react resolved to React 18 itself (the root
  // dev dependency react-18), so React 18 is what the remote bundles as its own copy.
  writeFileSync(
    path.join(copy, 'webpack.federated.js'),
    `const federated = require('./webpack.config.js')[0];
module.exports = (env, argv) => {
  const config = federated(env, argv);
  config.resolve.alias = { ...config.resolve.alias, react: ${JSON.stringify(path.join(ROOT, 'node_modules/react-18'))} };
  return config;
};
`,
  );
  await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/webpack'),
    ['--mode', 'production', '--config', 'webpack.federated.js'],
    {
      cwd: copy,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const manifest = JSON.parse(readFileSync(path.join(copyDist, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  const react = manifest.shared.find((shared) => shared.name === 'react');
  expect(react).toMatchObject({ version: OLD_REACT_VERSION, requiredVersion: OLD_REACT });
});

test.afterAll(() => {
  rmSync(path.dirname(copy), { recursive: true, force: true });
});

test('a remote built for another React major is refused with its error card while the rest of the page works', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const academicsFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/academics/')) academicsFiles.push(new URL(request.url()).pathname);
  });
  await serveCopyAsAcademics(page);

  const refused = page.waitForEvent('console', { predicate: refusal });
  await register(page);
  expect((await refused).text()).toBe(
    `The academics area was not loaded: academics requires react ${OLD_REACT}, but this page has react ${pageReact}.`,
  );
  // Both academics widgets of the dashboard show the card; experience's widgets beside them load.
  await expect(page.getByText('Academics is unavailable')).toHaveCount(2);
  await expect(
    page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recent Shadowing', exact: true }) }),
  ).toContainText('No shadowing hours recorded yet.');
  // Refused from its manifest: the remote's entry script never ran, so it registered no second React
  // (its screens.json, data the sidebar reads, is no code).
  expect(academicsFiles.filter((file) => file !== '/remotes/academics/screens.json')).toEqual([
    '/remotes/academics/mf-manifest.json',
  ]);

  await page.getByRole('navigation').getByRole('link', { name: 'Shadowing Hours' }).click();
  await expect(page.getByText('No shadowing experiences yet')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Coursework' }).click();
  await expect(page).toHaveURL(/\/coursework$/);
  await expect(page.getByText('Academics is unavailable')).toHaveCount(1);

  // Retry checks the remote again: still the React 18 build, still refused.
  const refusedAgain = page.waitForEvent('console', { predicate: refusal });
  await page.getByRole('button', { name: 'Retry' }).click();
  await refusedAgain;
  await expect(page.getByText('Academics is unavailable')).toHaveCount(1);

  // Once the team ships a build for this page's React, Retry loads it.
  await page.unroute('**/remotes/academics/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No courses added yet')).toBeVisible();
  await expect(page.getByText('Academics is unavailable')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
