import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, createWriteStream, mkdirSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { ferretdbCommand, mongodCommand, type EngineCommand } from './db-engine/engine';
import { SUBGRAPHS } from '../gateway/src/subgraphs';
import { answersOk } from '../packages/service-kit/src/health';
import { buildChanged } from './build-changed';
import { buildService } from './build-service';
import { removePlatformRecord, writePlatformRecord } from './platform-record';
import { releasePort, reservePort } from './ports';
import { supervisor } from './supervisor';

export const ROOT = path.resolve(__dirname, '..');

/** Where `npm start` keeps the platform's data (and `npm run backup` and `restore` look). */
export const platformDataDir = () => process.env.DATA_DIR ?? path.join(ROOT, '.data');

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
  /** A database already running (a test run's engine), used instead of starting one; MONGODB_URI still wins. */
  databaseUri?: string;
}

export interface Stack {
  entryUrl: string;
  gatewayUrl: string;
  subgraphUrls: Record<string, string>;
  engine: string;
  /** The database server every subgraph uses (tests start extra replicas against it). */
  databaseUri: string;
  secret: string;
  /** Stops one service ('engine' included) for good, to see how the rest degrades; the supervisor leaves it stopped. */
  stopService(name: string): Promise<void>;
  /** The process id of one service or of the 'engine' (to watch its memory, or kill it), or undefined if it is not running. */
  servicePid(name: string): number | undefined;
  /** Orderly: the entry drains (then the gateway inside it stops), then the subgraphs, then the engine. */
  stop(): Promise<void>;
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

/** Polls `check` until it holds; a process that exits meanwhile fails the start at once. */
async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  child: ChildProcess,
  name: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited with ${child.signalCode ?? `code ${child.exitCode}`} while starting`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} was not ${what} within ${timeoutMs / 1000} s`);
}

const waitForReady = (url: string, child: ChildProcess, name: string) =>
  waitUntil('ready', () => answersOk(url, 2000), child, name);

const SERVICE_DIRS = [...SUBGRAPHS.map((s) => s.dir), 'gateway', 'entry'];
let built: Promise<unknown> | undefined;
/** Once per process: the services run compiled, and never an older build than the source (those whose inputs changed are built again). */
const buildServices = () =>
  (built ??= buildChanged(ROOT, {
    only: (workspace) => SERVICE_DIRS.includes(workspace.dir),
    build: (workspace) => buildService(path.join(ROOT, workspace.dir)),
  }));

/** A service that exited while starting says why in its log: its last lines go into the error. */
function withLogTail(error: unknown, logDir: string | undefined): unknown {
  const name = error instanceof Error ? /^(\S+) exited with /.exec(error.message)?.[1] : undefined;
  if (!name || !logDir) return error;
  const lines = readFileSync(path.join(logDir, `${name}.log`), 'utf8')
    .trimEnd()
    .split('\n')
    .slice(-15);
  return new Error(`${(error as Error).message}; the end of its log:\n${lines.join('\n')}`, { cause: error });
}

/** Where the processes of a stack (or of an engine alone) write, and the ports they were given. */
function processHost(logDir: string | undefined) {
  const reserved: number[] = [];
  const note = (line: string) => {
    if (logDir) appendFileSync(path.join(logDir, 'supervisor.log'), `${new Date().toISOString()} ${line}\n`);
    else console.error(line);
  };
  if (logDir) mkdirSync(logDir, { recursive: true });
  // Appended, so a restarted process's log follows its previous run's.
  const logs = new Map<string, WriteStream>();
  return {
    processes: supervisor(note),
    note,
    stdio: ['ignore', logDir ? 'pipe' : 'inherit', logDir ? 'pipe' : 'inherit'] as const,
    output: (name: string, child: ChildProcess) => {
      if (!logDir) return;
      if (!logs.has(name)) logs.set(name, createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' }));
      child.stdout?.pipe(logs.get(name)!, { end: false });
      child.stderr?.pipe(logs.get(name)!, { end: false });
    },
    async freePort() {
      const chosen = await reservePort();
      reserved.push(chosen);
      return chosen;
    },
    /** After every process stopped: closes the logs and gives the ports back. */
    async release() {
      for (const chosen of reserved) releasePort(chosen);
      await Promise.all([...logs.values()].map((log) => new Promise<void>((resolve) => log.end(resolve))));
    },
  };
}
type ProcessHost = ReturnType<typeof processHost>;

/** MONGODB_URI when set (not ours to run); else mongod; else FerretDB, run as the host's 'engine'. */
async function startDatabase(
  host: ProcessHost,
  dataDir: string,
  runningUri?: string,
): Promise<{ uri: string; description: string }> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, description: 'MongoDB at MONGODB_URI' };
  if (runningUri) return { uri: runningUri, description: 'the database already running for this run' };
  const startEngineProcess = async (command: EngineCommand) => {
    const child = host.processes.start('engine', () => {
      const engine = spawn(command.file, command.args, {
        env: { ...process.env, ...command.env },
        stdio: [...host.stdio],
      });
      host.output('engine', engine);
      return engine;
    });
    await waitUntil(`listening on port ${command.port}`, () => listening(command.port), child, command.name, 30_000);
    return command;
  };
  const engineOptions = { dataDir, cacheDir: path.join(ROOT, '.cache') };
  const enginePort = await host.freePort();
  const mongod = await mongodCommand(engineOptions, enginePort);
  if (mongod) {
    try {
      return await startEngineProcess(mongod);
    } catch (error) {
      await host.processes.stop('engine');
      host.note(`[db] mongod could not start (${(error as Error).message}); trying FerretDB`);
    }
  }
  try {
    return await startEngineProcess(await ferretdbCommand(engineOptions, enginePort));
  } catch (error) {
    throw new Error(
      `No database engine could start: ${(error as Error).message}. ` +
        'Set MONGODB_URI to a MongoDB server, MONGOMS_SYSTEM_BINARY to a mongod binary, or install Go so FerretDB can be built.',
    );
  }
}

export interface Engine {
  uri: string;
  description: string;
  /** The engine's process id, or undefined when MONGODB_URI names a server we do not run. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/** The database engine alone (a subgraph's own tests need nothing else), kept running like the stack's. */
export async function startEngine(options: { dataDir: string; logDir?: string }): Promise<Engine> {
  const host = processHost(options.logDir);
  const stop = async () => {
    host.processes.close();
    await host.processes.stop('engine');
    await host.release();
  };
  try {
    return { ...(await startDatabase(host, options.dataDir)), pid: () => host.processes.pid('engine'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts the database engine, every subgraph and the HTTP entry (the gateway inside it), and keeps them running. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const secret = process.env.INTERNAL_SECRET ?? randomBytes(32).toString('base64url');
  const host = processHost(options.logDir);
  const { processes, note, output, stdio } = host;
  const port = async (envName: string, fixed: number) => {
    if (options.ports === 'free') return host.freePort();
    const chosen = Number(process.env[envName] ?? fixed);
    // Otherwise the readiness checks would find whatever already listens there and say "ready".
    if (await listening(chosen))
      throw new Error(
        `port ${chosen} is already in use (is the platform already running?); set ${envName} to another port`,
      );
    return chosen;
  };

  const subgraphPorts: Record<string, number> = {};
  for (const s of SUBGRAPHS) subgraphPorts[s.name] = await port(s.portEnv, s.port);
  const subgraphUrls = Object.fromEntries(
    SUBGRAPHS.map((s) => [s.name, `http://127.0.0.1:${subgraphPorts[s.name]}/graphql`]),
  );
  const gatewayPort = await port('GATEWAY_PORT', 4000);
  const entryPort = options.entryPort ?? (await port('PORT', 3000));
  const metricsPort = await port('ENTRY_METRICS_PORT', 9464);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;

  const launchService = (name: string, dir: string, env: NodeJS.ProcessEnv) =>
    processes.start(name, (restarts) => {
      const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(options.profileDir, name)}`] : [];
      // A young generation of 32 MB rather than 16: fewer scavenges, about a tenth less CPU per request (bench:soak).
      const child = spawn(
        process.execPath,
        [...profile, '--enable-source-maps', '--max-semi-space-size=32', 'dist/main.js'],
        {
          cwd: path.join(ROOT, dir),
          env: { ...env, SUPERVISOR_RESTARTS: String(restarts) },
          stdio: [...stdio],
        },
      );
      output(name, child);
      return child;
    });

  const stop = async () => {
    processes.close();
    // The entry first (it stops taking requests and answers those in flight), the engine last.
    for (const group of [['entry'], SUBGRAPHS.map((s) => s.name), ['engine']]) {
      note(`[supervisor] stopping ${group.join(', ')}`);
      await Promise.all(group.map((name) => processes.stop(name)));
    }
    removePlatformRecord(options.dataDir);
    await host.release();
  };

  let database: { uri: string; description: string } | undefined;
  try {
    [database] = await Promise.all([startDatabase(host, options.dataDir, options.databaseUri), buildServices()]);
    writePlatformRecord(options.dataDir, {
      pid: process.pid,
      health: [...Object.values(subgraphUrls), gatewayUrl, `http://127.0.0.1:${entryPort}/`].map(
        (url) => new URL('/healthz', url).href,
      ),
      engineUri: process.env.MONGODB_URI || options.databaseUri ? undefined : database.uri,
    });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // Libraries' fast paths (graphql-js skips its costly cross-realm checks); our own
      // behaviour is set by explicit variables such as COOKIE_SECURE, never by NODE_ENV.
      NODE_ENV: 'production',
      // V8's compiled code of every module kept on disk and checked against its source: each later
      // start of a service skips compiling what did not change, about 1 s less for the platform
      // (https://nodejs.org/api/module.html#module-compile-cache, Node 22.1+, 2025).
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(ROOT, '.cache', 'node-compile-cache'),
      ...options.env,
      MONGODB_URI: database.uri,
      INTERNAL_SECRET: secret,
      GATEWAY_URL: gatewayUrl,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_IN_ENTRY: 'true',
      PORT: String(entryPort),
      ENTRY_METRICS_PORT: String(metricsPort),
      ...Object.fromEntries(
        SUBGRAPHS.flatMap((s) => [
          [s.portEnv, String(subgraphPorts[s.name])],
          [s.urlEnv, subgraphUrls[s.name]],
        ]),
      ),
    };
    // Each waits until it is ready (its database answers; for the gateway, identity too), not merely alive.
    await Promise.all(
      SUBGRAPHS.map((s) =>
        waitForReady(subgraphUrls[s.name]!.replace('/graphql', '/readyz'), launchService(s.name, s.dir, env), s.name),
      ),
    );
    // The gateway runs inside the entry's process (GATEWAY_IN_ENTRY) and still answers on its own port.
    await waitForReady(`http://127.0.0.1:${entryPort}/readyz`, launchService('entry', 'entry', env), 'entry');
  } catch (error) {
    await stop();
    throw withLogTail(error, options.logDir);
  }

  return {
    entryUrl: `http://localhost:${entryPort}`,
    gatewayUrl,
    subgraphUrls,
    engine: database.description,
    databaseUri: database.uri,
    secret,
    stopService: (name) => processes.stop(name),
    servicePid: (name) => processes.pid(name),
    stop,
  };
}

/**
 * A stack of its own on free ports for a bench or a test, on an emptied folder `.data/<name>`
 * with the services' logs in its `logs/`; the caller stops it and removes `dataDir` when done.
 */
export async function startOwnStack(
  name: string,
  options: Omit<StackOptions, 'dataDir' | 'ports' | 'logDir'> = {},
): Promise<Stack & { dataDir: string }> {
  const dataDir = path.join(ROOT, '.data', name);
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({ ...options, dataDir, ports: 'free', logDir: path.join(dataDir, 'logs') });
  return { ...stack, dataDir };
}

/** Argon2id at OWASP's minimum for test stacks and test processes (identity's passwords.ts says why). */
export const TEST_PASSWORD_HASHING = {
  PASSWORD_HASH_MEMORY_KIB: '19456',
  PASSWORD_HASH_PASSES: '2',
  PASSWORD_HASH_LANES: '1',
};

/** startOwnStack for a test: the same stack, with the test password hashing. */
export function startTestStack(name: string, options: Omit<StackOptions, 'dataDir' | 'ports' | 'logDir'> = {}) {
  return startOwnStack(name, { ...options, env: { ...TEST_PASSWORD_HASHING, ...options.env } });
}
