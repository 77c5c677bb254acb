import {
  creditsFitTerm,
  MAX_COURSES,
  QUARTER_HOURS_MESSAGE,
  readCourse,
  semesterRank,
  type Course,
} from '@predental/academics-contract/course';
import { badInput } from '@predental/service-kit/errors';
import { ownedList } from '@predental/service-kit/owned-list';
import type { AcademicRecords } from '../academic-record';

/** One student's courses, in SPEC §2's table order: year descending, then Spring, Summer, Fall, Winter. */
export function courseStore(records: AcademicRecords) {
  return ownedList(records, 'courses', {
    what: 'Course',
    max: MAX_COURSES,
    plural: 'courses',
    toItem: readCourse,
    order: (a: Course, b: Course) => b.year - a.year || semesterRank(a.semester) - semesterRank(b.semester),
    // The credits and the term type may change apart: the course they make together is checked.
    checkUpdate: (updated) => {
      if (!creditsFitTerm(readCourse(updated))) badInput(QUARTER_HOURS_MESSAGE);
    },
  });
}
export type CourseStore = ReturnType<typeof courseStore>;
