import path from 'node:path';
import { ArchiveError, countsTable, indexDescription, readArchive, type Manifest } from './backups/archive';
import { areaDatabases, databasesToReplace, RefusedError, type Where } from './backups/databases';
import { platformDataDir } from './stack';

/** The whole archive read once before anything changes: a damaged or truncated one is refused as it is. */
async function checkedManifest(file: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  for await (const batch of readArchive(file, (read) => (manifest = read))) void batch;
  return manifest!;
}

export interface Restored {
  manifest: Manifest;
  /** This release's databases the archive does not hold (an area added since): left empty. */
  leftEmpty: string[];
}

/**
 * Brings a stopped platform back to an archive: each area's database is emptied and refilled
 * with the archive's collections, documents and indexes. Refused, changing nothing, while the
 * platform runs, or for an archive this release cannot read.
 */
export async function restore(where: Where, file: string): Promise<Restored> {
  const manifest = await checkedManifest(file);
  const databases = areaDatabases();
  const unknown = manifest.databases.filter((archived) => !databases.some(({ area }) => area === archived.area));
  if (unknown.length)
    throw new ArchiveError(
      `${file} holds areas this release does not have (${unknown.map((d) => d.area).join(', ')}); restore it with the release that made it.`,
    );
  const target = await databasesToReplace(where);
  try {
    for (const { name } of databases) await target.client.db(name).dropDatabase();
    // Each area into its own database here, whatever the archive's platform named it (<AREA>_DB).
    const into = (area: string) => target.client.db(databases.find((d) => d.area === area)!.name);
    let current: unknown;
    for await (const { database, collection, documents } of readArchive(file, () => undefined)) {
      const db = into(database.area);
      if (collection !== current) {
        current = collection;
        await db.createCollection(collection.name);
        const indexes = collection.indexes.map(indexDescription).filter((index) => index.name !== '_id_');
        if (indexes.length) await db.collection(collection.name).createIndexes(indexes);
      }
      if (documents.length) await db.collection(collection.name).insertMany(documents);
    }
  } finally {
    await target.close();
  }
  const leftEmpty = databases.filter(({ area }) => !manifest.databases.some((d) => d.area === area));
  return { manifest, leftEmpty: leftEmpty.map(({ name }) => name) };
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore <archive>');
    process.exit(2);
  }
  const started = performance.now();
  restore({ dataDir: platformDataDir(), uri: process.env.MONGODB_URI }, path.resolve(file))
    .then(({ manifest, leftEmpty }) => {
      console.log(`${countsTable(manifest)}\n`);
      for (const name of leftEmpty) console.log(`${name}: not in the archive, left empty.`);
      console.log(
        `Restored ${file} (backed up at ${manifest.startedAt}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    })
    .catch((error: Error) => {
      const known = error instanceof RefusedError || error instanceof ArchiveError;
      console.error(known ? error.message : `The restore failed: ${error.stack ?? error.message}`);
      process.exit(1);
    });
}
