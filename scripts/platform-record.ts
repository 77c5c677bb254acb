import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { answersOk } from '../packages/service-kit/src/health';

/**
 * What a running stack notes in its data folder (`platform.json`): where its services and its
 * database are. `npm run backup` finds the database there while the platform runs, and
 * `npm run restore` refuses while anything noted still answers. Removed when the stack stops; a
 * stack that was killed leaves it behind, and then nothing noted answers.
 */
export interface PlatformRecord {
  /** The process that runs the stack (`npm start`, a test's or a bench's). */
  pid: number;
  /** Each service's /healthz. */
  health: string[];
  /**
   * The engine the stack started on this folder. Not noted for a server of its own (MONGODB_URI,
   * a test run's), whose address may hold a password; the commands take MONGODB_URI for that.
   */
  engineUri?: string;
}

const recordFile = (dataDir: string) => path.join(dataDir, 'platform.json');

export function writePlatformRecord(dataDir: string, record: PlatformRecord): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(recordFile(dataDir), `${JSON.stringify(record, null, 2)}\n`);
}

/** Only the stack that wrote it removes it. */
export function removePlatformRecord(dataDir: string): void {
  if (readPlatformRecord(dataDir)?.pid === process.pid) rmSync(recordFile(dataDir), { force: true });
}

export function readPlatformRecord(dataDir: string): PlatformRecord | undefined {
  const file = recordFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PlatformRecord) : undefined;
}

/** The first of these /healthz addresses that answers, if one does. */
export async function firstAnswering(health: readonly string[]): Promise<string | undefined> {
  const answers = await Promise.all(health.map((url) => answersOk(url, 1000)));
  return health[answers.indexOf(true)];
}
