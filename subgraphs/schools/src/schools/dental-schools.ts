import type { DentalSchoolInput, DentalSchoolUpdate } from '@predental/contracts/dental-school';
import { notFound } from '@predental/service-kit/errors';
import { readCache } from '@predental/service-kit/read-cache';
import { isValidObjectId } from 'mongoose';
import { toSchool, type DentalSchoolModel, type StoredSchool } from './dental-school-model';

const FIELDS = '-createdAt -updatedAt -__v';
const ALL = 'all';

/** Every school, alphabetically. Only admins write; every explorer visit reads the whole list. */
export function dentalSchoolStore(schools: DentalSchoolModel) {
  const lists = readCache<StoredSchool[]>(1);
  const written = () => lists.invalidate(ALL);

  const list = () =>
    lists.load(ALL, async () => {
      const docs = await schools.find({}, FIELDS).lean();
      return docs.map(toSchool).sort((a, b) => a.name.localeCompare(b.name));
    });

  return {
    list,

    async get(id: string): Promise<StoredSchool> {
      const school = (await list()).find((s) => s.id === id);
      if (!school) notFound('Dental school');
      return school;
    },

    async create(input: DentalSchoolInput): Promise<StoredSchool> {
      const school = toSchool(await schools.create(input));
      written();
      return school;
    },

    async update(id: string, changes: DentalSchoolUpdate): Promise<StoredSchool> {
      if (!isValidObjectId(id)) notFound('Dental school');
      const doc = await schools.findByIdAndUpdate(id, { $set: changes }, { new: true }).lean();
      written();
      if (!doc) notFound('Dental school');
      return toSchool(doc);
    },

    async remove(id: string): Promise<string> {
      if (!isValidObjectId(id)) notFound('Dental school');
      const { deletedCount } = await schools.deleteOne({ _id: id });
      written();
      if (deletedCount === 0) notFound('Dental school');
      return id;
    },

    /** Answers how many were stored. */
    async createMany(inputs: DentalSchoolInput[]): Promise<number> {
      if (inputs.length === 0) return 0;
      const docs = await schools.insertMany(inputs);
      written();
      return docs.length;
    },
  };
}
export type DentalSchoolStore = ReturnType<typeof dentalSchoolStore>;
