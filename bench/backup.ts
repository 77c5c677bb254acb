import { rmSync } from 'node:fs';
import path from 'node:path';
import { backup, type Backup } from '../scripts/backup';
import { restore } from '../scripts/restore';
import { ROOT, startEngine } from '../scripts/stack';
import { areaConnections, loadStudents, PER_STUDENT } from './scale/loader';

/**
 * `npm run bench:backup`: BACKUP_STUDENTS students' data (1,000, by bench:scale's loader) in an
 * engine of its own, then `npm run backup`'s archive of it (size, time) and its restore onto an
 * empty data folder (time, the engine's start included, as an operator waits for it).
 */
const STUDENTS = Number(process.env.BACKUP_STUDENTS ?? 1000);
const SCHOOLS = Array.from({ length: 20 }, (_, i) => `bench-school-${i}`);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main() {
  const source = path.join(ROOT, '.data', 'bench-backup');
  const target = path.join(ROOT, '.data', 'bench-backup-restored');
  const file = path.join(ROOT, '.data', 'bench-backup.backup.gz');
  for (const dir of [source, target, file]) rmSync(dir, { recursive: true, force: true });
  try {
    const engine = await startEngine({ dataDir: source, logDir: path.join(source, 'logs') });
    let made: Backup;
    let backupSeconds: string;
    try {
      const connections = await areaConnections(engine.uri);
      await loadStudents(connections, 0, STUDENTS, SCHOOLS);
      await connections.close();
      console.log(`[backup] ${STUDENTS} students' data loaded; ${engine.description}`);
      const started = performance.now();
      made = await backup({ dataDir: source, uri: engine.uri }, file);
      backupSeconds = seconds(started);
    } finally {
      await engine.stop();
    }
    const started = performance.now();
    await restore({ dataDir: target }, file);
    const restoreSeconds = seconds(started);

    const documents = made.manifest.databases
      .flatMap((database) => database.collections)
      .reduce((sum, collection) => sum + collection.count, 0);
    const each = Object.entries(PER_STUDENT)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    console.log(`\nbackup: ${STUDENTS} students (each ${each}); ${engine.description.split(',')[0]}\n`);
    console.log('| figure | value |');
    console.log('|---|---|');
    console.log(`| documents archived | ${documents} |`);
    console.log(`| archive size (MB, gzip) | ${(made.bytes / 1e6).toFixed(1)} |`);
    console.log(`| backup time (s) | ${backupSeconds} |`);
    console.log(`| restore time onto an empty data folder, engine start included (s) | ${restoreSeconds} |`);
  } finally {
    for (const dir of [source, target, file]) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
