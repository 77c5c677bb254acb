import { spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputsHash, listWorkspaces, type Workspace } from './build-inputs';

/**
 * `npm run build` (and so `npm start`): builds each workspace whose inputs changed since its last
 * build, and skips the others. A build that succeeds leaves the hash of what it read in its dist/
 * (STAMP); the next run compares. Deleting dist/, or BUILD_ALL=1, builds again.
 */
const STAMP = path.join('dist', '.inputs-hash');

export interface BuildOptions {
  /** Builds one workspace (`again`: it was built before); rejects when its build fails (no stamp is then written). */
  build(workspace: Workspace, again: boolean): Promise<void>;
  /** Which of the workspaces with a build script to consider (all of them by default). */
  only?(workspace: Workspace): boolean;
  /** Build even what is unchanged. */
  all?: boolean;
  log?(line: string): void;
}

function readStamp(root: string, workspace: Workspace): string | undefined {
  try {
    return readFileSync(path.join(root, workspace.dir, STAMP), 'utf8');
  } catch {
    return undefined;
  }
}

/** Written whole (under another name, then renamed): a reader sees the old stamp or the new one. */
function writeStamp(root: string, workspace: Workspace, hash: string) {
  const file = path.join(root, workspace.dir, STAMP);
  writeFileSync(`${file}.${process.pid}.tmp`, hash);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/** Builds, one at a time, each workspace whose inputs changed; says which were built and which skipped. */
export async function buildChanged(root: string, options: BuildOptions) {
  const workspaces = listWorkspaces(root);
  const rebuilt: string[] = [];
  const skipped: string[] = [];
  for (const workspace of workspaces.filter((each) => each.builds && (options.only?.(each) ?? true))) {
    // Hashed before the build: a file changed while it runs makes the next run build again.
    const hash = inputsHash(root, workspace, workspaces);
    const stamp = readStamp(root, workspace);
    if (!options.all && stamp === hash) {
      skipped.push(workspace.dir);
      continue;
    }
    const why = options.all ? 'all asked' : stamp ? 'inputs changed' : 'no earlier build';
    options.log?.(`[build] ${workspace.dir} (${why})`);
    await options.build(workspace, !options.all && stamp !== undefined);
    writeStamp(root, workspace, hash);
    rebuilt.push(workspace.dir);
  }
  return { rebuilt, skipped };
}

/** `npm run build -w <workspace>` (--if-present: the folder of a subgraph holds its contract, a workspace with no build); built again, with webpack's cache on disk (packages/remote-build says when it pays). */
const npmBuild = (root: string, workspace: Workspace, again: boolean) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--if-present', '-w', workspace.dir], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...(again ? { WEBPACK_DISK_CACHE: '1' } : {}) },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${workspace.dir}'s build failed`))));
  });

/** What `npm run build` and `npm start` do: every changed workspace built, and a line saying which were built and which skipped. */
export async function buildWorkspaces(root: string) {
  const started = Date.now();
  const { rebuilt, skipped } = await buildChanged(root, {
    build: (workspace, again) => npmBuild(root, workspace, again),
    all: process.env.BUILD_ALL === '1',
    log: console.log,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[build] built ${rebuilt.length ? rebuilt.join(', ') : 'nothing'} in ${seconds} s`);
  if (skipped.length) console.log(`[build] unchanged, not built: ${skipped.join(', ')}`);
}

if (require.main === module) {
  buildWorkspaces(path.resolve(__dirname, '..')).catch((error: Error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
