import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort, startEngine } from '../packages/db-engine/src/engine';
import { SUBGRAPHS } from '../gateway/src/subgraphs';

export const ROOT = path.resolve(__dirname, '..');

export interface StackOptions {
  /** Where the database keeps its data. */
  dataDir: string;
  /** Fixed ports for `npm start`; free ones for tests. */
  ports: 'fixed' | 'free';
  /** Write service output to files in this folder instead of the console. */
  logDir?: string;
  /** Extra environment for every service. */
  env?: Record<string, string>;
  /** The HTTP entry's port when it must be known in advance (browser tests). */
  entryPort?: number;
  /** Write a V8 CPU profile of every service here when it stops (to see where the time goes). */
  profileDir?: string;
}

export interface Stack {
  entryUrl: string;
  gatewayUrl: string;
  subgraphUrls: Record<string, string>;
  engine: string;
  /** The database server every subgraph uses (tests start extra replicas against it). */
  databaseUri: string;
  secret: string;
  /** Stops one service for good (to see how the rest degrades); the supervisor leaves it stopped. */
  stopService(name: string): Promise<void>;
  /** The process id of one service (to watch its memory), or undefined if it is not running. */
  servicePid(name: string): number | undefined;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} was not healthy within 60 s`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the database engine, every subgraph, the gateway and the HTTP entry. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const secret = process.env.INTERNAL_SECRET ?? randomBytes(32).toString('base64url');
  const children = new Map<string, ChildProcess>();
  const port = async (envName: string, fixed: number) => {
    if (options.ports === 'free') return freePort();
    const chosen = Number(process.env[envName] ?? fixed);
    // Otherwise the health checks would find whatever already listens there and say "ready".
    if (await listening(chosen)) throw new Error(`port ${chosen} is already in use (is the platform already running?); set ${envName} to another port`);
    return chosen;
  };

  const subgraphPorts: Record<string, number> = {};
  for (const s of SUBGRAPHS) subgraphPorts[s.name] = await port(s.portEnv, s.port);
  const subgraphUrls = Object.fromEntries(SUBGRAPHS.map((s) => [s.name, `http://127.0.0.1:${subgraphPorts[s.name]}/graphql`]));
  const gatewayPort = await port('GATEWAY_PORT', 4000);
  const entryPort = options.entryPort ?? (await port('PORT', 3000));
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
  const engine = await startEngine({ dataDir: options.dataDir, cacheDir: path.join(ROOT, '.cache') });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Libraries' fast paths (graphql-js skips its costly cross-realm checks); our own
    // behaviour is set by explicit variables such as COOKIE_SECURE, never by NODE_ENV.
    NODE_ENV: 'production',
    ...options.env,
    MONGODB_URI: engine.uri,
    INTERNAL_SECRET: secret,
    GATEWAY_URL: gatewayUrl,
    GATEWAY_PORT: String(gatewayPort),
    PORT: String(entryPort),
    ...Object.fromEntries(SUBGRAPHS.flatMap((s) => [[s.portEnv, String(subgraphPorts[s.name])], [s.urlEnv, subgraphUrls[s.name]]])),
  };
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });

  // Supervision: a service that exits unexpectedly is started again, with a growing pause.
  let stopping = false;
  const stoppedOnPurpose = new Set<string>();
  const restarts = new Map<string, number>();
  const note = (line: string) => {
    if (options.logDir) appendFileSync(path.join(options.logDir, 'supervisor.log'), `${new Date().toISOString()} ${line}\n`);
    else console.error(line);
  };

  function launch(name: string, dir: string): ChildProcess {
    const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(options.profileDir, name)}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, dir),
      env,
      stdio: ['ignore', options.logDir ? 'pipe' : 'inherit', options.logDir ? 'pipe' : 'inherit'],
    });
    if (options.logDir) {
      // Appended, so a restarted service's log follows its previous run's.
      const log = createWriteStream(path.join(options.logDir, `${name}.log`), { flags: 'a' });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    children.set(name, child);
    const started = Date.now();
    child.once('exit', (code, signal) => {
      if (stopping || stoppedOnPurpose.has(name) || children.get(name) !== child) return;
      // A service that ran a while starts its backoff over; one that keeps dying waits longer each time.
      const attempt = Date.now() - started > 30_000 ? 1 : (restarts.get(name) ?? 0) + 1;
      restarts.set(name, attempt);
      const delayMs = Math.min(200 * 2 ** (attempt - 1), 10_000);
      note(`[supervisor] ${name} exited (${signal ?? `code ${code}`}); restarting in ${delayMs} ms (restart ${attempt})`);
      setTimeout(() => {
        if (!stopping && !stoppedOnPurpose.has(name)) launch(name, dir);
      }, delayMs);
    });
    return child;
  }

  const stop = async () => {
    stopping = true;
    await Promise.all([...children.values()].reverse().map(stopChild));
    await engine.stop();
  };

  try {
    await Promise.all(
      SUBGRAPHS.map((s) => waitForHealth(subgraphUrls[s.name]!.replace('/graphql', '/health'), launch(s.name, s.dir), s.name)),
    );
    await waitForHealth(`http://127.0.0.1:${gatewayPort}/health`, launch('gateway', 'gateway'), 'gateway');
    await waitForHealth(`http://127.0.0.1:${entryPort}/remotes.json`, launch('entry', 'entry'), 'entry');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    entryUrl: `http://localhost:${entryPort}`,
    gatewayUrl,
    subgraphUrls,
    engine: engine.description,
    databaseUri: engine.uri,
    secret,
    stopService: async (name) => {
      stoppedOnPurpose.add(name);
      const child = children.get(name);
      if (child) await stopChild(child);
    },
    servicePid: (name) => {
      const child = children.get(name);
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    stop,
  };
}
