import type { Course } from '@predental/academics-contract/course';
import { aCourse } from '@predental/academics-contract/test-support/examples';
import { myPrerequisites, subjectOf, type Prerequisite } from '../src/my-prerequisites/my-prerequisites';

/** A 4-credit graded course whose code names no subject unless said. */
const course = (fields: Partial<Course>) => aCourse({ courseCode: 'XYZ 100', ...fields });
const requirement = (
  course: string,
  subject: string,
  semesterHours: number | null,
  fields: Partial<Prerequisite> = {},
): Prerequisite => ({
  course,
  subject,
  required: true,
  semesterHours,
  quarterHours: null,
  ...fields,
});

describe('my prerequisites at a school', () => {
  // A fixed transcript: 8 h of biology, 11 h of chemistry (one course in quarter hours), a failed
  // physics course, pass/fail English, and a planned mathematics course.
  const transcript = [
    course({ subject: 'Biology', credits: 4 }),
    course({ courseCode: 'BIOL 102', credits: 4 }),
    course({ subject: 'Chemistry', credits: 8 }),
    course({ subject: 'Chemistry', credits: 4.5, termType: 'quarter' }),
    course({ subject: 'Physics', credits: 4, grade: 'F' }),
    course({ subject: 'English', credits: 3, creditType: 'pass' }),
    course({ subject: 'Mathematics', credits: 3, creditType: 'planned' }),
  ];

  it('says met, partly met or missing, with the hours still needed, each hour counted once in the order the school lists them', () => {
    const checks = myPrerequisites(
      [
        requirement('Biology with lab', 'Biology', 8),
        requirement('General Chemistry', 'Chemistry', 8),
        requirement('Organic Chemistry', 'Chemistry', 8),
        requirement('Physics', 'Physics', 8),
        requirement('English', 'English', 6),
        requirement('Calculus', 'Mathematics', 3, { required: false }),
      ],
      transcript,
    );
    expect(checks.map(({ course, status, myHours, shortHours }) => [course, status, myHours, shortHours])).toEqual([
      ['Biology with lab', 'MET', 8, 0],
      ['General Chemistry', 'MET', 8, 0],
      // 4.5 quarter hours are 3.00 semester hours.
      ['Organic Chemistry', 'PARTLY_MET', 3, 5],
      // A failed course, pass/fail credit and a planned course do not count.
      ['Physics', 'MISSING', 0, 8],
      ['English', 'MISSING', 0, 6],
      ['Calculus', 'MISSING', 0, 3],
    ]);
  });

  it('converts hours asked in quarter hours, and meets a requirement without hours with any hours of its subject', () => {
    const [quarter, any, none] = myPrerequisites(
      [
        requirement('Biology', 'Biology', null, { quarterHours: 12 }),
        requirement('Biochemistry', 'Chemistry', null),
        requirement('Sociology', 'Sociology', null),
      ],
      transcript,
    );
    expect(quarter).toMatchObject({ neededHours: 8, myHours: 8, shortHours: 0, status: 'MET' });
    expect(any).toMatchObject({ neededHours: null, status: 'MET' });
    expect(none).toMatchObject({ neededHours: null, myHours: 0, status: 'MISSING' });
  });

  it("matches a course by its AADSAS subject, else by its code's letters", () => {
    expect(subjectOf({ subject: 'Physics', courseCode: 'BIO 101' })).toBe('Physics');
    expect(subjectOf({ subject: null, courseCode: 'chem-201' })).toBe('Chemistry');
    expect(subjectOf({ subject: null, courseCode: 'HIST 110' })).toBeUndefined();
  });
});
