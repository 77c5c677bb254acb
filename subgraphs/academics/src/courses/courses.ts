import { semesterRank, type Course, type CourseInput, type CourseUpdate } from '@predental/contracts/course';
import { notFound } from '@predental/service-kit/errors';
import { readCache } from '@predental/service-kit/read-cache';
import { isValidObjectId } from 'mongoose';
import { toCourse, type CourseModel } from './course-model';

const FIELDS = '-createdAt -updatedAt -__v';

/** SPEC §2 table order: year descending, then Spring, Summer, Fall, Winter. */
const compareCourses = (a: Course, b: Course) => b.year - a.year || semesterRank(a.semester) - semesterRank(b.semester);

/** One student's courses. Every lookup includes the owner, so someone else's id is simply not found. */
export function courseStore(courses: CourseModel) {
  const owned = (userId: string, id: string) => {
    if (!isValidObjectId(id)) notFound('Course');
    return { _id: id, userId };
  };

  // Each student's whole list, read on every screen and dashboard visit; writes below invalidate it.
  const lists = readCache<Course[]>();

  return {
    /** Every student's courses: the admin statistics. */
    countAll: (): Promise<number> => courses.countDocuments(),

    list(userId: string): Promise<Course[]> {
      return lists.load(userId, async () => {
        const docs = await courses.find({ userId }, FIELDS).sort({ year: -1 }).lean();
        return docs.map(toCourse).sort(compareCourses);
      });
    },

    async get(userId: string, id: string): Promise<Course> {
      const doc = await courses.findOne(owned(userId, id), FIELDS).lean();
      if (!doc) notFound('Course');
      return toCourse(doc);
    },

    async add(userId: string, input: CourseInput): Promise<Course> {
      const course = toCourse(await courses.create({ ...input, userId }));
      lists.invalidate(userId);
      return course;
    },

    async update(userId: string, id: string, changes: CourseUpdate): Promise<Course> {
      const doc = await courses.findOneAndUpdate(owned(userId, id), { $set: changes }, { new: true }).lean();
      lists.invalidate(userId);
      if (!doc) notFound('Course');
      return toCourse(doc);
    },

    async remove(userId: string, id: string): Promise<string> {
      const { deletedCount } = await courses.deleteOne(owned(userId, id));
      lists.invalidate(userId);
      if (deletedCount === 0) notFound('Course');
      return id;
    },
  };
}
export type CourseStore = ReturnType<typeof courseStore>;
