import { semesterRank, type Course } from '@predental/contracts/course';
import { ownedStore } from '@predental/service-kit/owned-store';
import { toCourse, type CourseModel } from './course-model';

/** One student's courses, in SPEC §2's table order: year descending, then Spring, Summer, Fall, Winter. */
export function courseStore(courses: CourseModel) {
  return ownedStore(courses, {
    what: 'Course',
    toItem: toCourse,
    sort: { year: -1 },
    order: (a: Course, b: Course) => b.year - a.year || semesterRank(a.semester) - semesterRank(b.semester),
  });
}
export type CourseStore = ReturnType<typeof courseStore>;
