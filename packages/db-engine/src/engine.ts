import { execFileSync, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import { ensureFerretdbBinary, startFerretdb } from './ferretdb';

export interface Engine {
  uri: string;
  /** One line for the console: which engine runs and where its data is. */
  description: string;
  stop(): Promise<void>;
}

export interface EngineOptions {
  /** Where the engine keeps its data (kept across restarts). */
  dataDir: string;
  /** Where built or downloaded engine binaries are cached. */
  cacheDir: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the engine exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the engine did not listen on port ${port} within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function systemMongod(): string | undefined {
  if (process.env.MONGOMS_SYSTEM_BINARY) return process.env.MONGOMS_SYSTEM_BINARY;
  try {
    return execFileSync('which', ['mongod'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A real mongod through mongodb-memory-server: a system binary, or one it downloads. */
async function startMongod(options: EngineOptions): Promise<Engine | undefined> {
  const binary = systemMongod();
  if (!binary && process.env.MONGOMS_DOWNLOAD !== '1') return undefined;
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = path.join(options.dataDir, 'mongod');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dbPath, { recursive: true });
  try {
    const server = await MongoMemoryServer.create({
      instance: { dbPath, storageEngine: 'wiredTiger', ip: '127.0.0.1' },
      binary: { systemBinary: binary, downloadDir: path.join(options.cacheDir, 'mongodb-binaries') },
    });
    return {
      uri: server.getUri(),
      description: `mongod (${binary ?? 'downloaded'}), data in ${dbPath}`,
      stop: async () => {
        await server.stop({ doCleanup: false });
      },
    };
  } catch (error) {
    console.warn(`[db] mongod could not start (${(error as Error).message}); trying FerretDB`);
    return undefined;
  }
}

async function startFerret(options: EngineOptions): Promise<Engine> {
  const binary = ensureFerretdbBinary(path.join(options.cacheDir, 'ferretdb'));
  const dataDir = path.join(options.dataDir, 'ferretdb');
  const port = await freePort();
  const child = startFerretdb(binary, dataDir, port);
  await waitForPort(port, child, 30_000);
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    description: `FerretDB v1 (SQLite backend), data in ${dataDir}`,
    stop: () => stopChild(child),
  };
}

/** MONGODB_URI when set; else mongod; else FerretDB built with Go. */
export async function startEngine(options: EngineOptions): Promise<Engine> {
  if (process.env.MONGODB_URI) {
    return { uri: process.env.MONGODB_URI, description: 'MongoDB at MONGODB_URI', stop: async () => {} };
  }
  const mongod = await startMongod(options);
  if (mongod) return mongod;
  try {
    return await startFerret(options);
  } catch (error) {
    throw new Error(
      `No database engine could start: ${(error as Error).message}. ` +
        'Set MONGODB_URI to a MongoDB server, MONGOMS_SYSTEM_BINARY to a mongod binary, or install Go so FerretDB can be built.',
    );
  }
}
