import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startEngine } from '../scripts/stack';
import { noteDataDir, runState } from './run-state';

/**
 * A subgraph's own tests need only a database: TEST_MONGODB_URI when one is already given (the
 * root run's platform, or your own), else the engine launcher's (MONGODB_URI, mongod or FerretDB).
 */
export default async function engineSetup(): Promise<void> {
  if (process.env.TEST_MONGODB_URI) return;
  const dataDir = path.join(ROOT, '.data', `jest-engine-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const engine = await startEngine({ dataDir, logDir: path.join(dataDir, 'logs') });
  runState().__engine = engine;
  noteDataDir(dataDir);
  process.env.TEST_MONGODB_URI = engine.uri;
}
