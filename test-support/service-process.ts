import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../packages/db-engine/src/engine';

const ROOT = path.resolve(__dirname, '..');

function launch(dir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, dir),
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs one service with this environment until it exits by itself: its exit code and output. */
export function runUntilExit(dir: string, env: Record<string, string>, timeoutMs = 20_000): Promise<{ code: number | null; output: string }> {
  const child = launch(dir, env);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A second replica of a subgraph against the test stack's database, on a free port. */
export async function startSubgraphReplica(name: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = launch(`subgraphs/${name}`, {
    MONGODB_URI: process.env.TEST_MONGODB_URI!,
    INTERNAL_SECRET: process.env.TEST_INTERNAL_SECRET!,
    ADMIN_PASSWORD: 'Admin!Test1',
    [`${name.toUpperCase()}_PORT`]: String(port),
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await fetch(`${base}/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} replica did not start (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
