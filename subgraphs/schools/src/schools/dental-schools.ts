import type { DentalSchoolImport, DentalSchoolUpdate } from '@predental/schools-contract/dental-school';
import type { StoredSchool } from '@predental/schools-contract/dental-school-entity';
import type { HeldLetterRequirement } from '@predental/schools-contract/letter-requirements';
import type { FigureName, SchoolLimit, SchoolPrerequisite } from '@predental/schools-contract/school-figures';
import { notFound } from '@predental/service-kit/errors';
import { WHILE_STARTING } from '@predental/service-kit/database';
import { isValidObjectId } from 'mongoose';
import { toSchool, type DentalSchoolModel } from './dental-school-model';
import type { DirectoryVersion } from './directory-version';
import type { HeldFigure } from './sourced-figures';
import { claimKey, isDuplicateKey, keyFromName, onlyDuplicatesFailed } from './school-keys';

const FIELDS = '-createdAt -updatedAt -__v';

/** One school's sourced rows as the seed gives them, with their digest. */
export interface SourcedRows {
  key: string;
  digest: string;
  figures: HeldFigure[];
  prerequisites: Omit<SchoolPrerequisite, 'key'>[];
  limits: Omit<SchoolLimit, 'key'>[];
  shortNames: string[];
  /** Null where no page states the school's letters. */
  letterRequirement: HeldLetterRequirement | null;
}

/**
 * Schools per write request. One request for the whole directory can outlast the socket timeout
 * (DB_SOCKET_TIMEOUT_MS) on a busy machine, and a first start that loads the seed then fails.
 */
const WRITE_BATCH = 10;

function batches<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / WRITE_BATCH) }, (_, i) =>
    items.slice(i * WRITE_BATCH, (i + 1) * WRITE_BATCH),
  );
}

/** A new school; without a key, one is made from its name. */
export type NewSchool = Omit<DentalSchoolImport, 'key'> & { key?: string | null };

/**
 * Every school, alphabetically. Only admins write; every explorer visit reads the whole list, so
 * each replica keeps the list it read while the directory's version stays the one it read first.
 */
export function dentalSchoolStore(schools: DentalSchoolModel, version: DirectoryVersion) {
  let kept: { token: string; list: StoredSchool[]; ids: Set<string> } | undefined;
  const written = () => version.changed();

  const read = async () => {
    const token = await version.current();
    if (kept?.token !== token) {
      const list = (await schools.find({}, FIELDS).lean()).map(toSchool).sort((a, b) => a.name.localeCompare(b.name));
      kept = { token, list, ids: new Set(list.map((school) => school.id)) };
    }
    return kept;
  };
  const list = async () => (await read()).list;
  /** One school and the ids of every school from one read: a favorite's write needs both, and each read asks the version. */
  const withIds = async (id: string): Promise<{ school: StoredSchool; ids: ReadonlySet<string> }> => {
    const { list: schoolList, ids } = await read();
    const school = schoolList.find((s) => s.id === id);
    if (!school) notFound('Dental school');
    return { school, ids };
  };

  /** Keys for the new schools, none of them taken (a given key is kept as it is). */
  const keyed = async (inputs: NewSchool[]) => {
    const taken = new Set((await schools.find({}, 'key').lean()).map((school) => school.key));
    return inputs.map((input) => ({ ...input, key: input.key ?? claimKey(keyFromName(input.name), taken) }));
  };

  return {
    list,
    /** The directory's version alone: one lookup by _id, the list not read. */
    version: () => version.current(),
    /** The ids of every school there is. */
    ids: async (): Promise<ReadonlySet<string>> => (await read()).ids,

    get: async (id: string): Promise<StoredSchool> => (await withIds(id)).school,
    withIds,

    async create(input: NewSchool): Promise<StoredSchool> {
      // Another admin may take the same name's key between the read and the write: try again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          const [school] = await keyed([input]);
          const created = toSchool((await schools.create(school)).toObject());
          await written();
          return created;
        } catch (error) {
          if (!isDuplicateKey(error) || input.key || attempt === 3) throw error;
        }
      }
    },

    async update(id: string, changes: DentalSchoolUpdate): Promise<StoredSchool> {
      if (!isValidObjectId(id)) notFound('Dental school');
      const doc = await schools.findByIdAndUpdate(id, { $set: changes }, { new: true }).lean();
      await written();
      if (!doc) notFound('Dental school');
      return toSchool(doc);
    },

    async remove(id: string): Promise<string> {
      if (!isValidObjectId(id)) notFound('Dental school');
      const { deletedCount } = await schools.deleteOne({ _id: id });
      await written();
      if (deletedCount === 0) notFound('Dental school');
      return id;
    },

    /**
     * Adds the schools whose key nobody has yet; answers the keys it added. A school whose key
     * another writer stored meanwhile (a second replica loading the seed) is left out.
     */
    async createMany(inputs: NewSchool[], bound: { timeoutMS?: number } = {}): Promise<string[]> {
      if (inputs.length === 0) return [];
      const added: string[] = [];
      try {
        for (const docs of batches(await keyed(inputs))) {
          try {
            await schools.insertMany(docs, { ordered: false, ...bound });
            added.push(...docs.map((doc) => doc.key));
          } catch (error) {
            const { insertedDocs } = error as { insertedDocs?: { key: string }[] };
            if (!insertedDocs || !onlyDuplicatesFailed(error)) throw error;
            added.push(...insertedDocs.map((doc) => doc.key));
          }
        }
        return added;
      } finally {
        await written();
      }
    },

    /**
     * Writes each school's sourced rows unless it holds this digest of them already; answers how
     * many schools changed. Safe on several replicas at once. Run as the service starts.
     */
    async setSourced(rows: SourcedRows[]): Promise<number> {
      // One read of the digests: a start with nothing new writes nothing, and each write finds its school by _id
      // (FerretDB looks up only _id by index; a write filtered by key reads the whole directory).
      const held = new Map((await schools.find({}, 'key sourcedSeed').lean()).map((school) => [school.key, school]));
      const changed = rows.flatMap((row) => {
        const school = held.get(row.key);
        return school && school.sourcedSeed !== row.digest ? [{ ...row, _id: school._id }] : [];
      });
      if (changed.length === 0) return 0;
      let modified = 0;
      for (const batch of batches(changed)) {
        const result = await schools.bulkWrite(
          batch.map(({ _id, key: _key, digest, ...sourced }) => ({
            updateOne: {
              filter: { _id, sourcedSeed: { $ne: digest } },
              update: { $set: { ...sourced, sourcedSeed: digest } },
            },
          })),
          WHILE_STARTING,
        );
        modified += result.modifiedCount;
      }
      if (modified > 0) await written();
      return modified;
    },

    /** Sets, or with null removes, the figure an admin entered for a school; one figure's path, so two admins' figures never overwrite each other. */
    async setAdminFigure(id: string, name: FigureName, figure: HeldFigure | null): Promise<StoredSchool> {
      if (!isValidObjectId(id)) notFound('Dental school');
      const path = `adminFigures.${name}`;
      const doc = await schools
        .findByIdAndUpdate(id, figure ? { $set: { [path]: figure } } : { $unset: { [path]: '' } }, { new: true })
        .lean();
      await written();
      if (!doc) notFound('Dental school');
      return toSchool(doc);
    },

    /** Sets each figure an admin imported on its school, in file order. */
    async setAdminFigures(rows: { id: string; figure: HeldFigure }[]): Promise<void> {
      if (rows.length === 0) return;
      await schools.bulkWrite(
        rows.map(({ id, figure }) => ({
          updateOne: { filter: { _id: id }, update: { $set: { [`adminFigures.${figure.figure}`]: figure } } },
        })),
        { ordered: true },
      );
      await written();
    },

    /** Applies each school's changes; answers how many schools still exist to take them. */
    async updateMany(changes: { id: string; changes: DentalSchoolUpdate }[]): Promise<number> {
      if (changes.length === 0) return 0;
      const result = await schools.bulkWrite(
        changes.map(({ id, changes: $set }) => ({ updateOne: { filter: { _id: id }, update: { $set } } })),
      );
      await written();
      return result.matchedCount;
    },
  };
}
export type DentalSchoolStore = ReturnType<typeof dentalSchoolStore>;
