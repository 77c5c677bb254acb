import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { archiveWriter, countsTable, FORMAT, FORMAT_VERSION, storedIndex, type Manifest } from './backups/archive';
import { areaDatabases, databasesToRead, RefusedError, type Where } from './backups/databases';
import { platformDataDir, ROOT } from './stack';

function releaseCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

/** `<data folder>/backups/predental-2026-11-27T05-40-12Z.backup.gz` */
const defaultFile = (dataDir: string, at: Date) =>
  path.join(
    dataDir,
    'backups',
    `predental-${at
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-')}.backup.gz`,
  );

export interface Backup {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * One archive of every area's database (scripts/backups/archive.ts says its layout), read while
 * the platform runs or not. Each collection is read in one pass that starts after the backup
 * began, so every write acknowledged before it began is in the archive (README, "Backups"). Not
 * one instant across collections: `mongodump --oplog` gets that from a replica set member's oplog
 * (https://www.percona.com/blog/2016/09/20/mongodb-point-in-time-backups-made-easy/, 2016), and a
 * managed MongoDB's continuous backup keeps snapshots with the oplog for restores to a chosen
 * moment (https://www.mongodb.com/docs/atlas/architecture/current/backups, read 2026).
 */
export async function backup(where: Where, file?: string): Promise<Backup> {
  const startedAt = new Date();
  const target = path.resolve(file ?? defaultFile(where.dataDir, startedAt));
  const databases = await databasesToRead(where);
  mkdirSync(path.dirname(target), { recursive: true });
  const writer = archiveWriter(target);
  try {
    const archived: Manifest['databases'] = [];
    for (const { area, name } of areaDatabases()) {
      const db = databases.client.db(name);
      // By name, so a record's published copy (`<kind>`) is read before its versions
      // (`<kind>_versions`): the version a copy names is then always in the archive.
      const names = (await db.listCollections({}, { nameOnly: false }).toArray())
        .filter((c) => c.type !== 'view' && !c.name.startsWith('system.'))
        .map((c) => c.name)
        .sort();
      const collections = [];
      for (const collectionName of names) {
        const collection = db.collection(collectionName);
        const indexes = (await collection.indexes()).map(storedIndex);
        let count = 0;
        // BSON values as stored (an Int32 is not widened to a double), for an exact copy.
        for await (const document of collection.find({}, { promoteValues: false, bsonRegExp: true })) {
          await writer.write(document);
          count += 1;
        }
        collections.push({ name: collectionName, count, indexes });
      }
      archived.push({ area, name, collections });
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      release: { commit: releaseCommit() },
      source: databases.source,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      databases: archived,
    };
    return { file: target, bytes: await writer.finish(manifest), manifest };
  } catch (error) {
    writer.discard();
    throw error;
  } finally {
    await databases.close();
  }
}

if (require.main === module) {
  const started = performance.now();
  backup({ dataDir: platformDataDir(), uri: process.env.MONGODB_URI }, process.argv[2])
    .then(({ file, bytes, manifest }) => {
      console.log(`${countsTable(manifest)}\n`);
      const size = bytes < 1e6 ? `${(bytes / 1e3).toFixed(0)} kB` : `${(bytes / 1e6).toFixed(1)} MB`;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Backed up ${manifest.source} to ${file} (${size} in ${seconds} s).`);
    })
    .catch((error: Error) => {
      console.error(
        error instanceof RefusedError ? error.message : `The backup failed: ${error.stack ?? error.message}`,
      );
      process.exit(1);
    });
}
