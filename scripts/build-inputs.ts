import { createHash } from 'node:crypto';
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A workspace of the repository, as its package.json describes it. */
export interface Workspace {
  /** Its folder, relative to the root: 'mfe-academics', 'packages/design'. */
  dir: string;
  name: string;
  /** Whether it has a build script (`npm run build --workspaces --if-present` builds these). */
  builds: boolean;
  /** The workspace packages it depends on (any kind of dependency). */
  uses: string[];
}

interface Manifest {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** What every build reads besides its workspaces: the root manifest and the third-party versions, the shared compiler settings. */
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'scripts/build-service.ts'];

/** Not read by a build: installed packages, earlier builds, caches and tests. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-dev', '.cache', 'test', 'e2e', '__tests__']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** The root's workspaces, in the order its package.json lists them. */
export function listWorkspaces(root: string): Workspace[] {
  const dirs = readManifest(root).workspaces!.flatMap((pattern) =>
    globSync(`${pattern}/package.json`, { cwd: root })
      .map((file) => path.dirname(file))
      .sort(),
  );
  const manifests = dirs.map((dir) => ({ dir, manifest: readManifest(path.join(root, dir)) }));
  const names = new Set(manifests.map(({ manifest }) => manifest.name));
  return manifests.map(({ dir, manifest }) => ({
    dir,
    name: manifest.name,
    builds: Boolean(manifest.scripts?.build),
    uses: Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies }).filter(
      (name) => names.has(name),
    ),
  }));
}

/** The workspace and every workspace package it uses, directly or through another. */
function withWhatItUses(workspace: Workspace, all: Workspace[]): Workspace[] {
  const byName = new Map(all.map((each) => [each.name, each]));
  const found = new Map<string, Workspace>();
  const visit = (each: Workspace) => {
    if (found.has(each.name)) return;
    found.set(each.name, each);
    for (const name of each.uses) visit(byName.get(name)!);
  };
  visit(workspace);
  return [...found.values()];
}

/** Every file a build may read under a folder, relative to the root, in a stable order. */
function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(root, relative);
      return entry.isFile() && !TEST_FILE.test(entry.name) ? [relative] : [];
    });
}

/**
 * A hash of everything the workspace's build reads: its files, those of the workspace packages it
 * uses, the lockfile (every third-party version), the shared settings and Node's version. Equal
 * hashes mean the build would produce what it produced before.
 */
export function inputsHash(root: string, workspace: Workspace, all: Workspace[]): string {
  const hash = createHash('sha256').update(process.version);
  const files = [
    ...SHARED_INPUTS.filter((file) => existsSync(path.join(root, file))),
    ...withWhatItUses(workspace, all).flatMap((each) => filesUnder(root, each.dir)),
  ];
  for (const file of new Set(files)) hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}
