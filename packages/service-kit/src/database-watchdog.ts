import mongoose from 'mongoose';
import { databaseAnswers } from './database';
import type { Logger } from './observability';

export interface WatchdogTiming {
  /** How long the connection must have failed every check. */
  wedgedAfterMs: number;
  checkEveryMs?: number;
  /** Generous: a connection that is merely busy (every pooled socket taken) must not count as wedged. */
  pingMs?: number;
}

/**
 * Exits the process (for the supervisor, or the container's restart policy, to start it again)
 * when its database connection is wedged: it has not answered for `wedgedAfterMs` while a new
 * connection to the same server answers at once.
 *
 * Seen with FerretDB under load: the engine killed mid-write, the driver's monitor stayed
 * waiting on a socket that was already gone, and the subgraph answered 503 long after the
 * engine was back. An engine that is away for everyone is not this: the process waits for it.
 */
export function exitWhenWedged(
  connection: Pick<mongoose.Connection, 'db'>,
  uri: string,
  log: Logger,
  { wedgedAfterMs, checkEveryMs = 2_000, pingMs = 3_000 }: WatchdogTiming,
): () => void {
  let failingSince: number | undefined;
  let checking = false;
  // A check already under way when the watchdog is stopped must not exit after it.
  let stopped = false;
  const check = async () => {
    if (await databaseAnswers(connection, pingMs)) {
      failingSince = undefined;
      return;
    }
    failingSince ??= Date.now();
    if (Date.now() - failingSince < wedgedAfterMs || !(await freshConnectionAnswers(uri, pingMs))) return;
    // The engine answers others now; it may only just be back: ours gets one more full try.
    if ((await databaseAnswers(connection, pingMs)) || stopped) {
      failingSince = undefined;
      return;
    }
    log.fatal(
      { failingForMs: Date.now() - failingSince },
      'database connection wedged (a new connection answers); exiting to be restarted',
    );
    process.exit(1);
  };
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void check().finally(() => {
      checking = false;
    });
  }, checkEveryMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** Whether a new connection to the server at `uri` answers a ping within `ms` (backup and restore ask it too). */
export async function freshConnectionAnswers(uri: string, ms: number): Promise<boolean> {
  const client = new mongoose.mongo.MongoClient(uri, {
    serverSelectionTimeoutMS: ms,
    connectTimeoutMS: ms,
    socketTimeoutMS: ms,
  });
  try {
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close(true).catch(() => undefined);
  }
}
