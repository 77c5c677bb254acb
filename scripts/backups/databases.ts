import { existsSync } from 'node:fs';
import path from 'node:path';
import { SUBGRAPH_AREAS } from '@predental/contracts/areas';
import { MongoClient } from 'mongodb';
import { subgraphUrl } from '../../gateway/src/subgraphs';
import { areaDatabaseName } from '../../packages/service-kit/src/database';
import { freshConnectionAnswers } from '../../packages/service-kit/src/database-watchdog';
import { firstAnswering, readPlatformRecord } from '../platform-record';
import { startEngine } from '../stack';

/** Where the platform keeps its data: as `npm start` is told (DATA_DIR, MONGODB_URI). */
export interface Where {
  /** The data folder: the running platform's record, and the embedded engine's data. */
  dataDir: string;
  /** MONGODB_URI: the MongoDB server the platform runs on, instead of the embedded engine. */
  uri?: string;
}

/** Every area's database, from the list of areas and the name each subgraph gives its own. */
export const areaDatabases = () => SUBGRAPH_AREAS.map(({ name }) => ({ area: name, name: areaDatabaseName(name) }));

export interface Databases {
  client: MongoClient;
  /** Which engine, for the archive and the console. */
  source: string;
  close(): Promise<void>;
}

export class RefusedError extends Error {}

async function connect(uri: string, source: string, stop?: () => Promise<void>): Promise<Databases> {
  // Acknowledged once journaled, as the subgraphs write.
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, writeConcern: { w: 1, j: true } });
  try {
    await client.connect();
  } catch (error) {
    await stop?.();
    throw error;
  }
  return {
    client,
    source,
    close: async () => {
      await client.close();
      await stop?.();
    },
  };
}

/** The data folder's engine, started for this command alone (the platform is not running). */
async function engineOf(dataDir: string): Promise<Databases> {
  const engine = await startEngine({ dataDir, logDir: path.join(dataDir, 'logs') });
  return connect(engine.uri, engine.description, () => engine.stop());
}

/** To back up: MONGODB_URI, else the running platform's engine, else the data folder's own, started for it. */
export async function databasesToRead(where: Where): Promise<Databases> {
  if (where.uri) return connect(where.uri, 'MongoDB at MONGODB_URI');
  const record = readPlatformRecord(where.dataDir);
  if (record?.engineUri && (await freshConnectionAnswers(record.engineUri, 2000)))
    return connect(record.engineUri, `the running platform's engine (${record.engineUri})`);
  if (record && (await firstAnswering(record.health)))
    throw new RefusedError(
      record.engineUri
        ? `The platform in ${where.dataDir} is running but its engine does not answer; try again once it does.`
        : `The platform in ${where.dataDir} runs on a MongoDB server of its own: set MONGODB_URI to it.`,
    );
  if (!existsSync(where.dataDir))
    throw new RefusedError(
      `There is no platform data in ${where.dataDir}: set DATA_DIR to the platform's data folder, or MONGODB_URI to its MongoDB server.`,
    );
  return engineOf(where.dataDir);
}

/** What of the platform still answers: its services (those noted in the data folder, and at their addresses with MONGODB_URI) or its engine. */
async function stillRunning(where: Where): Promise<string | undefined> {
  const record = readPlatformRecord(where.dataDir);
  const health = [
    ...(record?.health ?? []),
    ...(where.uri ? SUBGRAPH_AREAS.map(({ name }) => new URL('/healthz', subgraphUrl(name)).href) : []),
  ];
  const answering = await firstAnswering(health);
  if (answering) return `${answering} answers`;
  if (record?.engineUri && (await freshConnectionAnswers(record.engineUri, 1000)))
    return `its database engine at ${record.engineUri}, started by process ${record.pid}, answers`;
  return undefined;
}

/** To restore: refused while the platform runs; then MONGODB_URI, else the data folder's engine (an empty folder gets a new one). */
export async function databasesToReplace(where: Where): Promise<Databases> {
  const running = await stillRunning(where);
  if (running) throw new RefusedError(`The platform is running (${running}). Stop it, then restore.`);
  return where.uri ? connect(where.uri, 'MongoDB at MONGODB_URI') : engineOf(where.dataDir);
}
