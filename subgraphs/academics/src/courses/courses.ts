import { compareCourses, type Course, type CourseInput, type CourseUpdate } from '@predental/contracts/course';
import { notFound } from '@predental/service-kit/errors';
import { isValidObjectId } from 'mongoose';
import { toCourse, type CourseModel } from './course-model';

const FIELDS = '-createdAt -updatedAt -__v';

/** One student's courses. Every lookup includes the owner, so someone else's id is simply not found. */
export function courseStore(courses: CourseModel) {
  const owned = (userId: string, id: string) => {
    if (!isValidObjectId(id)) notFound('Course');
    return { _id: id, userId };
  };

  return {
    async list(userId: string): Promise<Course[]> {
      const docs = await courses.find({ userId }, FIELDS).sort({ year: -1 }).lean();
      return docs.map(toCourse).sort(compareCourses);
    },

    async get(userId: string, id: string): Promise<Course> {
      const doc = await courses.findOne(owned(userId, id), FIELDS).lean();
      if (!doc) notFound('Course');
      return toCourse(doc);
    },

    async add(userId: string, input: CourseInput): Promise<Course> {
      return toCourse(await courses.create({ ...input, userId }));
    },

    async update(userId: string, id: string, changes: CourseUpdate): Promise<Course> {
      const doc = await courses.findOneAndUpdate(owned(userId, id), { $set: changes }, { new: true }).lean();
      if (!doc) notFound('Course');
      return toCourse(doc);
    },

    async remove(userId: string, id: string): Promise<string> {
      const { deletedCount } = await courses.deleteOne(owned(userId, id));
      if (deletedCount === 0) notFound('Course');
      return id;
    },
  };
}
export type CourseStore = ReturnType<typeof courseStore>;
