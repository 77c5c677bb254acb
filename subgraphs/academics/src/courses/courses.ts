import {
  creditsFitTerm,
  MAX_COURSES,
  QUARTER_HOURS_MESSAGE,
  semesterRank,
  type Course,
} from '@predental/academics-contract/course';
import { badInput } from '@predental/service-kit/errors';
import { ownedList, type StoredItem } from '@predental/service-kit/owned-list';
import type { AcademicRecords } from '../academic-record';

function toCourse(stored: StoredItem): Course {
  const course = stored as unknown as Course;
  return {
    id: course.id,
    courseName: course.courseName,
    courseCode: course.courseCode,
    credits: course.credits,
    grade: course.grade,
    isScience: course.isScience ?? false,
    semester: course.semester,
    year: course.year,
    subject: course.subject ?? null,
    academicStatus: course.academicStatus ?? null,
    termType: course.termType ?? null,
    creditType: course.creditType ?? null,
    institution: course.institution ?? null,
    countsToward: course.countsToward ?? null,
  };
}

/** One student's courses, in SPEC §2's table order: year descending, then Spring, Summer, Fall, Winter. */
export function courseStore(records: AcademicRecords) {
  return ownedList(records, 'courses', {
    what: 'Course',
    max: MAX_COURSES,
    plural: 'courses',
    toItem: toCourse,
    order: (a: Course, b: Course) => b.year - a.year || semesterRank(a.semester) - semesterRank(b.semester),
    // The credits and the term type may change apart: the course they make together is checked.
    checkUpdate: (updated) => {
      if (!creditsFitTerm(updated as unknown as Course)) badInput(QUARTER_HOURS_MESSAGE);
    },
  });
}
export type CourseStore = ReturnType<typeof courseStore>;
