import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SUBGRAPHS } from '../gateway/src/subgraphs';
import { answersOk } from '../packages/service-kit/src/health';
import { releasePort, reservePort } from '../scripts/ports';
import { ROOT, startOwnStack, type Stack } from '../scripts/stack';
import { stopChild } from '../scripts/supervisor';
import { residentMiB } from './rss-sampler';

/**
 * `npm run bench:start`: each service started from its TypeScript source with tsx, and as its
 * image runs it (compiled JavaScript), BENCH_START_RUNS times each (3), one at a time beside a
 * running platform that provides what it needs. Start: from spawning the process to its /readyz
 * answering 200. Memory: resident, after IDLE_MS of doing nothing. Medians.
 */
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const IDLE_MS = 2000;
const ADMIN_PASSWORD = 'Admin!Bench1';
const REMOTE_SERVER = path.join(ROOT, '.cache', 'bench-start', 'serve-remote.js');

interface Service {
  name: string;
  /** Folder the process runs in. */
  cwd: string;
  /** Arguments after node: from source with tsx, and compiled. */
  source: string[];
  compiled: string[];
  portEnv: string;
  env(stack: Stack): Record<string, string>;
}

const compiled = ['--enable-source-maps', 'dist/main.js'];
const nodeService = (name: string, dir: string, portEnv: string, env: Service['env']): Service => ({
  name,
  cwd: path.join(ROOT, dir),
  source: ['--import', 'tsx', 'src/main.ts'],
  compiled,
  portEnv,
  env,
});

const SERVICES: Service[] = [
  ...SUBGRAPHS.map((s) =>
    nodeService(s.name, s.dir, s.portEnv, (stack) => ({
      MONGODB_URI: stack.databaseUri,
      INTERNAL_SECRET: stack.secret,
      ADMIN_PASSWORD,
    })),
  ),
  nodeService('gateway', 'gateway', 'GATEWAY_PORT', (stack) => ({
    INTERNAL_SECRET: stack.secret,
    ...Object.fromEntries(SUBGRAPHS.map((s) => [s.urlEnv, stack.subgraphUrls[s.name]!])),
  })),
  nodeService('rest-bridge', 'rest-bridge', 'BRIDGE_PORT', (stack) => ({ GATEWAY_URL: stack.gatewayUrl })),
  nodeService('entry', 'entry', 'PORT', (stack) => ({ GATEWAY_URL: stack.gatewayUrl })),
  {
    name: 'mfe-academics (remote file server)',
    cwd: path.join(ROOT, 'mfe-academics'),
    source: ['--import', 'tsx', '../packages/remote-server/src/serve-remote.ts', 'dist'],
    compiled: [REMOTE_SERVER, 'dist'],
    portEnv: 'REMOTE_PORT',
    env: () => ({}),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One start: milliseconds from spawn to ready, and resident MiB once idle. */
async function startOnce(service: Service, args: string[], stack: Stack): Promise<{ ms: number; mib: number }> {
  const port = await reservePort();
  const metricsPort = await reservePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: service.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ENTRY_METRICS_PORT: String(metricsPort),
      ...service.env(stack),
      [service.portEnv]: String(port),
    },
    stdio: 'ignore',
  });
  try {
    while (!(await answersOk(`http://127.0.0.1:${port}/readyz`, 1000))) {
      if (child.exitCode !== null) throw new Error(`${service.name} exited with code ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error(`${service.name} was not ready within 60 s`);
      await sleep(10);
    }
    const ms = performance.now() - started;
    await sleep(IDLE_MS);
    return { ms, mib: residentMiB(child.pid!) ?? NaN };
  } finally {
    await stopChild(child);
    releasePort(port);
    releasePort(metricsPort);
  }
}

async function main() {
  if (!existsSync(path.join(ROOT, 'mfe-academics', 'dist', 'mf-manifest.json')))
    throw new Error('run npm run build once first (the remote file server serves mfe-academics/dist)');
  // As the Dockerfile builds it; the stack compiles the Node services itself.
  mkdirSync(path.dirname(REMOTE_SERVER), { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, 'packages/remote-server/src/serve-remote.ts')],
    bundle: true,
    platform: 'node',
    target: 'node24',
    outfile: REMOTE_SERVER,
    logLevel: 'warning',
  });

  const stack = await startOwnStack('bench-start', { env: { ADMIN_PASSWORD, LOG_LEVEL: 'warn' } });
  console.log(`[bench:start] ${stack.engine}; ${RUNS} starts of each service in each form`);
  const rows: string[] = [];
  try {
    for (const service of SERVICES) {
      const tsx: { ms: number; mib: number }[] = [];
      const js: { ms: number; mib: number }[] = [];
      // Alternating, so a busy moment on the machine weighs on both forms alike.
      for (let run = 0; run < RUNS; run += 1) {
        tsx.push(await startOnce(service, service.source, stack));
        js.push(await startOnce(service, service.compiled, stack));
      }
      const [tsxMs, jsMs] = [median(tsx.map((r) => r.ms)), median(js.map((r) => r.ms))];
      const [tsxMib, jsMib] = [median(tsx.map((r) => r.mib)), median(js.map((r) => r.mib))];
      console.log(
        `[bench:start] ${service.name}: tsx ${tsxMs.toFixed(0)} ms ${tsxMib.toFixed(0)} MiB, compiled ${jsMs.toFixed(0)} ms ${jsMib.toFixed(0)} MiB`,
      );
      rows.push(
        `| ${service.name} | ${tsxMs.toFixed(0)} | ${jsMs.toFixed(0)} | ${tsxMib.toFixed(0)} | ${jsMib.toFixed(0)} |`,
      );
    }
  } finally {
    await stack.stop();
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
  console.log(
    '\n| service | start, tsx (ms) | start, compiled (ms) | RSS idle, tsx (MiB) | RSS idle, compiled (MiB) |',
  );
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
