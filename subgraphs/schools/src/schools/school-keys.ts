import type { Types } from 'mongoose';
import type { DentalSchoolModel } from './dental-school-model';

/** A key made from a school's name, for schools added without one: "Tufts University" → "tufts-university". */
export function keyFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'school';
}

/** The first of base, base-2, base-3… that is not taken; marks it taken. */
export function claimKey(base: string, taken: Set<string>): string {
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

export const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: number }).code === 11000;

/** Whether an unordered insertMany failed only on documents another writer had already stored. */
export function onlyDuplicatesFailed(error: unknown): boolean {
  const { writeErrors } = error as { writeErrors?: { err?: unknown }[] };
  return Boolean(writeErrors?.length) && writeErrors!.every((failed) => isDuplicateKey(failed.err ?? failed));
}

/**
 * Schools stored by a release before keys existed get one made from their name; only then is
 * the unique index built, which would refuse the keyless ones.
 */
export async function keyOlderSchools(schools: DentalSchoolModel): Promise<void> {
  const all = await schools.find({}, 'key name').lean<{ _id: Types.ObjectId; key?: string | null; name: string }[]>();
  const taken = new Set(all.flatMap((school) => (school.key ? [school.key] : [])));
  for (const school of all) {
    if (!school.key)
      await schools.updateOne({ _id: school._id }, { $set: { key: claimKey(keyFromName(school.name), taken) } });
  }
  await schools.createIndexes();
}
