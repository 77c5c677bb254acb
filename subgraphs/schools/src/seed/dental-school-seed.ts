import { readFileSync } from 'node:fs';
import { firstIssue } from '@predental/contracts/api-error';
import { WHILE_STARTING } from '@predental/service-kit/database';
import type { DentalSchoolCsvRow } from '@predental/schools-contract/dental-school-csv';
import { dentalSchoolImportSchema } from '@predental/schools-contract/dental-school';
import Papa from 'papaparse';
import type { DentalSchoolStore, NewSchool } from '../schools/dental-schools';
import { schoolFromCsvRow } from '../schools/school-csv';
import { onlyDuplicatesFailed } from '../schools/school-keys';
import type { SeedLogModel } from './seed-log';

type SeedSchool = NewSchool & { key: string };

/** The directory shipped with this release (seed/dental-schools.csv). A bad row is a release bug: stop. */
export function readSchoolSeed(file: string): SeedSchool[] {
  const parsed = Papa.parse<DentalSchoolCsvRow>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: 'greedy' });
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]!.message} (row ${parsed.errors[0]!.row})`);
  return parsed.data.map((row, index) => {
    const school = dentalSchoolImportSchema.safeParse(schoolFromCsvRow(row));
    if (!school.success) throw new Error(`${file} row ${index + 1}: ${firstIssue(school.error)}`);
    if (!school.data.key) throw new Error(`${file} row ${index + 1}: every seed school needs a key`);
    return { ...school.data, key: school.data.key };
  });
}

export interface SeedResult {
  /** Schools this start added. */
  added: number;
  /** Seed keys this start saw for the first time (added, or already in the directory). */
  recorded: number;
}

/**
 * Adds the seed schools whose key was never loaded before. The very first load happens only on
 * an empty directory: a directory admins filled by hand before the seed existed is left as it is.
 * Admin edits are never overwritten and deleted schools never come back, because a key is
 * recorded once and never loaded again. Safe to run on every start and on several replicas at
 * once (the school key is unique).
 */
export async function loadSchoolSeed(
  seed: SeedSchool[],
  schools: DentalSchoolStore,
  log: SeedLogModel,
): Promise<SeedResult> {
  const known = new Set((await log.find({}, '_id').lean()).map((entry) => entry._id));
  const fresh = seed.filter((school) => !known.has(school.key));
  if (fresh.length === 0) return { added: 0, recorded: 0 };
  const directory = await schools.list();
  const firstLoadOnFilledDirectory = known.size === 0 && directory.length > 0;
  const present = new Set(directory.map((school) => school.key));
  const added = firstLoadOnFilledDirectory
    ? []
    : await schools.createMany(
        fresh.filter((school) => !present.has(school.key)),
        WHILE_STARTING,
      );
  await recordKeys(
    log,
    fresh.map((school) => school.key),
  );
  return { added: added.length, recorded: fresh.length };
}

/** Another replica may record the same keys at the same time; each key is stored once. */
async function recordKeys(log: SeedLogModel, keys: string[]) {
  try {
    await log.insertMany(
      keys.map((_id) => ({ _id })),
      { ordered: false },
    );
  } catch (error) {
    if (!onlyDuplicatesFailed(error)) throw error;
  }
}
