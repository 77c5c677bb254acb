import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildService } from '../scripts/build-service';
import { releasePort, reservePort } from '../scripts/ports';
import { TEST_PASSWORD_HASHING } from '../scripts/stack';

const ROOT = path.resolve(__dirname, '..');

/** Settings these tests choose themselves; whatever the shell running jest has must not leak in. */
const CHOSEN = [
  'PORT',
  'ENTRY_METRICS_PORT',
  'BRIDGE_PORT',
  'REMOTE_PORT',
  'GATEWAY_URL',
  'BRIDGE_URL',
  'TRUST_PROXY',
  'COOKIE_SECURE',
  'PUBLIC_ORIGIN',
  'CORS_ORIGINS',
];

/** Node run in `dir` (entry, rest-bridge, gateway, subgraphs/<name>) with these arguments. */
function launch(dir: string, env: Record<string, string>, nodeArgs: string[]): ChildProcess {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CHOSEN.includes(name)));
  return spawn(process.execPath, nodeArgs, {
    cwd: path.join(ROOT, dir),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: '0',
      ENTRY_METRICS_PORT: '0',
      BRIDGE_PORT: '0',
      REMOTE_PORT: '0',
      GATEWAY_URL: 'http://127.0.0.1:9/graphql',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

export type ServiceRun =
  | { listening: true; url: string; output: () => string; stop: () => Promise<void> }
  | { listening: false; exitCode: number | null; output: string };

/**
 * The service as it ships (dist/main.js, compiled once per test file) unless a script of its
 * source is named: through tsx each start cost about a second of CPU compiling the same source.
 */
const compiled = new Map<string, Promise<void>>();
async function nodeArgs(dir: string, script?: string[]): Promise<string[]> {
  if (script) return ['--import', 'tsx', ...script];
  if (!compiled.has(dir)) compiled.set(dir, buildService(path.join(ROOT, dir)));
  await compiled.get(dir);
  return ['--enable-source-maps', 'dist/main.js'];
}

/** Runs a service on a free port; resolves once it says where it listens, or once it exits (a refused setting). */
export async function runService(
  dir: string,
  env: Record<string, string> = {},
  script?: string[],
): Promise<ServiceRun> {
  const child = launch(dir, env, await nodeArgs(dir, script));
  const stop = stopper(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${dir} neither listened nor exited within 20 s:\n${output}`));
    }, 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(?:is|ready) at (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      // The entry says "localhost"; the address it sees must not depend on how that resolves.
      resolve({ listening: true, url: url.replace('localhost', '127.0.0.1'), output: () => output, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve({ listening: false, exitCode, output });
    });
  });
}

/** Starts a service that must refuse its settings; fails (and stops it) if it starts instead. Returns its output. */
export async function expectRefusal(dir: string, env: Record<string, string>, script?: string[]): Promise<string> {
  const run = await runService(dir, env, script);
  if (run.listening) {
    await run.stop();
    throw new Error(`${dir} started with ${JSON.stringify(env)} instead of refusing`);
  }
  expect(run.exitCode).toBe(1);
  return run.output;
}

export interface CompiledRun {
  base: string;
  stop: () => Promise<void>;
  alive: () => boolean;
  /** What it printed so far (the last 50,000 characters). */
  output: () => string;
}

/**
 * A service as it ships, compiled from its source (dist/main.js, built first: it starts several
 * seconds sooner than through tsx), on a free port (given in `portEnv`) with exactly the settings
 * given; resolves once its /readyz answers.
 */
export async function startCompiledService(
  dir: string,
  portEnv: string,
  env: Record<string, string>,
): Promise<CompiledRun> {
  await buildService(path.join(ROOT, dir));
  const port = await reservePort();
  const child = launch(dir, { ...env, [portEnv]: String(port) }, ['--enable-source-maps', 'dist/main.js']);
  // Read as it comes: a pipe nobody reads fills up and then blocks the service's logging.
  let output = '';
  const read = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const stop = async () => {
    await stopper(child)();
    releasePort(port);
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      releasePort(port);
      throw new Error(`${dir} did not start (exit code ${child.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop, alive: () => child.exitCode === null && child.signalCode === null, output: () => output };
}

/** One subgraph (subgraphs/<name>, its port in <NAME>_PORT) compiled, with exactly the settings given. */
export const startSubgraphProcess = (name: string, env: Record<string, string>) =>
  startCompiledService(`subgraphs/${name}`, `${name.toUpperCase()}_PORT`, { ...TEST_PASSWORD_HASHING, ...env });

/** A second replica of a subgraph against the test stack's database, on a free port. */
export function startSubgraphReplica(name: string, env: Record<string, string> = {}): Promise<CompiledRun> {
  return startSubgraphProcess(name, {
    MONGODB_URI: process.env.TEST_MONGODB_URI!,
    INTERNAL_SECRET: process.env.TEST_INTERNAL_SECRET!,
    ADMIN_PASSWORD: 'Admin!Test1',
    ...env,
  });
}

/** A second gateway in front of the test stack's subgraphs, on a free port; `urls` replaces some subgraphs' addresses. */
export function startGatewayReplica(urls: Record<string, string> = {}): Promise<CompiledRun> {
  const stack = JSON.parse(process.env.TEST_SUBGRAPH_URLS!) as Record<string, string>;
  return startCompiledService('gateway', 'GATEWAY_PORT', {
    INTERNAL_SECRET: process.env.TEST_INTERNAL_SECRET!,
    ...Object.fromEntries(
      Object.entries({ ...stack, ...urls }).map(([name, url]) => [`${name.toUpperCase()}_URL`, url]),
    ),
  });
}
