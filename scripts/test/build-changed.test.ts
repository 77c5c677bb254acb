import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildChanged } from '../build-changed';

/**
 * `npm run build` skips a workspace whose inputs are unchanged since its last build, so a stale
 * build must never survive a change: here on a repository of its own, in a temporary folder, with
 * a shared package (design) that one app uses and the other does not.
 */
let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const manifest = (name: string, more: object = {}) => JSON.stringify({ name, ...more });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-changed-'));
  write('package.json', manifest('repo', { workspaces: ['packages/*', 'app-*'] }));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('packages/design/package.json', manifest('@repo/design'));
  write('packages/design/src/button.ts', 'export const color = "blue";');
  write(
    'app-one/package.json',
    manifest('app-one', { scripts: { build: 'bundle' }, dependencies: { '@repo/design': '*' } }),
  );
  write('app-one/src/main.ts', 'export const one = 1;');
  write('app-two/package.json', manifest('app-two', { scripts: { build: 'bundle' } }));
  write('app-two/src/main.ts', 'export const two = 2;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** One `npm run build`: which apps were built (and whether each had been built before). */
async function build(options: { all?: boolean; failing?: string } = {}) {
  const built: Record<string, boolean> = {};
  const result = await buildChanged(root, {
    all: options.all,
    build: async (workspace, again) => {
      if (workspace.dir === options.failing) throw new Error('the bundler failed');
      write(`${workspace.dir}/dist/main.js`, 'bundle');
      built[workspace.dir] = again;
    },
  });
  return { built: Object.keys(built).sort(), again: built, skipped: result.skipped.sort() };
}

test('a first build builds every workspace with a build script, and a second with no change builds none', async () => {
  expect((await build()).built).toEqual(['app-one', 'app-two']);
  expect(await build()).toEqual({ built: [], again: {}, skipped: ['app-one', 'app-two'] });
});

test("a change to one app's source builds that app again, and only it", async () => {
  await build();
  write('app-two/src/main.ts', 'export const two = 22;');
  expect(await build()).toEqual({ built: ['app-two'], again: { 'app-two': true }, skipped: ['app-one'] });
});

test('a new file in an app builds it again', async () => {
  await build();
  write('app-one/src/extra.ts', 'export const extra = true;');
  expect((await build()).built).toEqual(['app-one']);
});

test('a change to a shared package builds every app that uses it, and not the others', async () => {
  await build();
  write('packages/design/src/button.ts', 'export const color = "green";');
  expect((await build()).built).toEqual(['app-one']);
});

test('a package an app starts using makes it build again', async () => {
  await build();
  write(
    'app-two/package.json',
    manifest('app-two', { scripts: { build: 'bundle' }, dependencies: { '@repo/design': '*' } }),
  );
  expect((await build()).built).toEqual(['app-two']);
  write('packages/design/src/button.ts', 'export const color = "red";');
  expect((await build()).built).toEqual(['app-one', 'app-two']);
});

test('a change to the lockfile (another third-party version) builds everything again', async () => {
  await build();
  write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
  expect((await build()).built).toEqual(['app-one', 'app-two']);
});

test('a change to a test file alone builds nothing', async () => {
  write('app-one/src/main.test.ts', 'test("one", () => {});');
  await build();
  write('app-one/src/main.test.ts', 'test("one again", () => {});');
  write('app-one/test/more.test.ts', 'test("more", () => {});');
  expect((await build()).built).toEqual([]);
});

test('a failed build is tried again on the next run, and a deleted dist is built again', async () => {
  await build();
  write('app-one/src/main.ts', 'export const one = 11;');
  await expect(build({ failing: 'app-one' })).rejects.toThrow('the bundler failed');
  expect((await build()).built).toEqual(['app-one']);
  rmSync(path.join(root, 'app-two', 'dist'), { recursive: true });
  expect(await build()).toEqual({ built: ['app-two'], again: { 'app-two': false }, skipped: ['app-one'] });
});

test('building everything (BUILD_ALL) builds unchanged workspaces too, as first builds', async () => {
  await build();
  expect((await build({ all: true })).again).toEqual({ 'app-one': false, 'app-two': false });
});
