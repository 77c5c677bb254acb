import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * Each area is installed and shipped alone (`npm ci -w <workspace>`, its image), so what its code
 * loads must be in its own package.json: a package that only the root or a neighbour declares is
 * there by luck of hoisting, and goes when they drop it.
 */
const ROOT = path.resolve(__dirname, '../..');
type Manifest = { name: string; workspaces?: string[] } & Partial<
  Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string>>
>;
const manifest = (dir: string) => JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

const workspaces = git('ls-files', ...manifest('.').workspaces!.map((pattern) => `${pattern}/package.json`)).map(
  (file) => path.dirname(file),
);

// Statements only, not the words in a comment: import … from 'x', export … from 'x', import 'x', require('x'), import('x').
const SPECIFIER =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const BUILTIN = new Set(builtinModules);

/** The package a bare specifier names ('@scope/name/sub' -> '@scope/name'); nothing for relative paths and Node's own modules. */
function packageOf(specifier: string): string | undefined {
  // '#…' is an import map or a bundler alias inside the workspace, never a package.
  if (/^[./#]|^node:/.test(specifier)) return undefined;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return BUILTIN.has(name) ? undefined : name;
}

/** Packages the workspace's code loads (tests and generated code aside) that its package.json does not name, with a file that loads each. */
function undeclared(dir: string): Record<string, string> {
  const own = manifest(dir);
  const declared = new Set([
    own.name,
    ...Object.keys({ ...own.dependencies, ...own.devDependencies, ...own.peerDependencies }),
  ]);
  const missing: Record<string, string> = {};
  // A workspace nested inside this one (subgraphs/<area>/contract) answers for its own files.
  const nested = workspaces.filter((other) => other.startsWith(`${dir}/`));
  const sources = git('ls-files', `${dir}/*.ts`, `${dir}/*.tsx`, `${dir}/*.js`).filter(
    (file) =>
      !/\/(test|e2e|gql)\/|\.(test|spec)\.|(jest|playwright)\.config/.test(file) &&
      !nested.some((other) => file.startsWith(`${other}/`)),
  );
  for (const file of sources) {
    for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
      const name = packageOf(match.slice(1).find(Boolean)!);
      if (name && !declared.has(name)) missing[name] ??= file;
    }
  }
  return missing;
}

it('finds every workspace', () => {
  expect(workspaces).toEqual(
    expect.arrayContaining([
      'packages/remote-build',
      'packages/area-runtime',
      'packages/remote-server',
      'subgraphs/identity',
      'rest-bridge',
      'mfe-schools',
      'shell',
      'entry',
    ]),
  );
});

it.each(workspaces)('%s declares every package its code loads', (dir) => {
  expect(undeclared(dir)).toEqual({});
});
