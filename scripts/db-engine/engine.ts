import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretdbBinary, ferretdbArgs, ferretdbEnv } from './ferretdb';

/** A database engine to run as a process of our own (the stack starts, watches and restarts it). */
export interface EngineCommand {
  name: 'mongod' | 'ferretdb';
  file: string;
  args: string[];
  /** Environment the engine needs beyond ours. */
  env?: Record<string, string>;
  port: number;
  uri: string;
  /** One line for the console: which engine runs and where its data is. */
  description: string;
}

export interface EngineOptions {
  /** Where the engine keeps its data (kept across restarts). */
  dataDir: string;
  /** Where built or downloaded engine binaries are cached. */
  cacheDir: string;
}

function systemMongod(): string | undefined {
  if (process.env.MONGOMS_SYSTEM_BINARY) return process.env.MONGOMS_SYSTEM_BINARY;
  try {
    return execFileSync('which', ['mongod'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A real mongod: a system binary, or one mongodb-memory-server downloads when MONGOMS_DOWNLOAD=1. */
export async function mongodCommand(options: EngineOptions, port: number): Promise<EngineCommand | undefined> {
  let file = systemMongod();
  if (!file && process.env.MONGOMS_DOWNLOAD === '1') {
    const { MongoBinary } = await import('mongodb-memory-server-core');
    file = await MongoBinary.getPath({ downloadDir: path.join(options.cacheDir, 'mongodb-binaries') });
  }
  if (!file) return undefined;
  const dbPath = path.join(options.dataDir, 'mongod');
  mkdirSync(dbPath, { recursive: true });
  return {
    name: 'mongod',
    file,
    // WiredTiger's journal is on by default; the subgraphs ask for journaled acknowledgements.
    args: ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'],
    port,
    uri: `mongodb://127.0.0.1:${port}/`,
    description: `mongod (${file}), data in ${dbPath}`,
  };
}

/** FerretDB built with Go from the module proxy (once; cached). */
export async function ferretdbCommand(options: EngineOptions, port: number): Promise<EngineCommand> {
  const file = ensureFerretdbBinary(path.join(options.cacheDir, 'ferretdb'));
  const dataDir = path.join(options.dataDir, 'ferretdb');
  return {
    name: 'ferretdb',
    file,
    args: ferretdbArgs(dataDir, port),
    env: ferretdbEnv(),
    port,
    uri: `mongodb://127.0.0.1:${port}/`,
    description: `FerretDB v1 (SQLite backend), data in ${dataDir}`,
  };
}
