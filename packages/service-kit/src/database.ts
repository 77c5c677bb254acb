import mongoose from 'mongoose';
import { intFromEnv, requireEnv } from './config';

/**
 * Each subgraph owns one database on the server MONGODB_URI points at.
 *
 * When the server is unreachable a call fails within DB_TIMEOUT_MS (server selection) instead of
 * waiting in mongoose's buffer, and a call whose socket goes silent fails after
 * DB_SOCKET_TIMEOUT_MS; either one reaches the client as a 503 (see `isDatabaseUnreachable`).
 * Writes are acknowledged only once in the journal (`j: true`), so an engine that crashes right
 * after saying "stored" still has the write when it comes back.
 */
export const databaseUri = () =>
  requireEnv('MONGODB_URI', 'point it at a MongoDB server (npm start starts an embedded one)');

/** An area's own database: <NAME>_DB, else predental_<name> (the backup reads every area's by this too). */
export const areaDatabaseName = (area: string) => process.env[`${area.toUpperCase()}_DB`] ?? `predental_${area}`;

export async function connectDatabase(dbName: string): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(databaseUri(), {
    dbName,
    maxPoolSize: 20,
    serverSelectionTimeoutMS: intFromEnv('DB_TIMEOUT_MS', 1500, { min: 100 }),
    socketTimeoutMS: intFromEnv('DB_SOCKET_TIMEOUT_MS', 5000, { min: 100 }),
    bufferCommands: false,
    writeConcern: { w: 1, j: true },
  });
  await connection.asPromise();
  return connection;
}

/**
 * The bound on the writes a service makes while it starts (seeds, backfills), in place of
 * DB_SOCKET_TIMEOUT_MS: it is not ready yet and no client waits on it, so an engine slowed by a
 * busy machine should slow its start, not fail it (as seeding the directory on a loaded CI did).
 */
export const WHILE_STARTING = { timeoutMS: 120_000 } as const;

const UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/**
 * Socket errors the driver lets through unwrapped: a write on a connection the engine has just
 * closed (it crashed or restarted) throws Node's own EPIPE, not a MongoNetworkError.
 */
const SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT']);

/** What an error wraps: its cause, or the error a bulk write met (MongoBulkWriteError keeps it as errorResponse). */
const wrapped = (error: Error): unknown =>
  (error as { cause?: unknown }).cause ?? (error as { errorResponse?: unknown }).errorResponse;

/** True for the errors that mean "the database cannot be reached", as opposed to a bug or a bad query. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = wrapped(e)) {
    if (UNREACHABLE.has(e.name) || SOCKET_CODES.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/** Whether the database answers a ping within `ms` (for /readyz). */
export async function databaseAnswers(connection: Pick<mongoose.Connection, 'db'>, ms: number): Promise<boolean> {
  const db = connection.db;
  if (!db) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const ping = db
    .admin()
    .command({ ping: 1 })
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}
