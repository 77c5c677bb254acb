import type { Course } from '@predental/academics-contract/course';
import { aCourse } from '@predental/academics-contract/test-support/examples';
import { OSU_STUDENT_CHECKS, OSU_STUDENT_COURSES } from '@predental/academics-contract/test-support/ohio-state-student';
import { myPrerequisites, type Prerequisite } from './my-prerequisites';

/** A 4-credit graded course, named and coded as given. */
const course = (courseCode: string, courseName: string, fields: Partial<Course> = {}) =>
  aCourse({ courseCode, courseName, ...fields });
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

/** Each check as [requirement, status, "CODE Name" of each course meeting it]. */
const read = (prerequisites: Prerequisite[], courses: Course[]) =>
  myPrerequisites(prerequisites, courses).map(({ course, status, myCourses }): [string, string, string[]] => [
    course,
    status,
    myCourses.map(
      (mine) =>
        `${mine.courseCode} ${mine.courseName}${mine.inProgress ? ' (in progress)' : mine.planned ? ' (planned)' : ''}`,
    ),
  ]);

// subgraphs/schools/seed/school-prerequisites.csv, osu-dentistry: no hours stated; "I & II" asks two courses.
const OHIO_STATE = [
  requirement('Introductory Biology I & II', 'Biology', null),
  requirement('General Chemistry I & II', 'Chemistry', null),
  requirement('Organic Chemistry I & II', 'Chemistry', null),
  requirement('Anatomy and Physiology I & II', 'Biology', null),
  requirement('Physics (one semester)', 'Physics', null),
  requirement('Biochemistry (one semester)', 'Chemistry', null),
  requirement('Microbiology', 'Biology', null),
  requirement('College Writing I & II', 'English', null),
];
const OSU_STUDENT = OSU_STUDENT_COURSES.map((input) => aCourse(input));

// umich-dentistry: the biology requirements.
const MICHIGAN = [
  requirement('Biochemistry', 'Chemistry', 3, { quarterHours: 5 }),
  requirement('Microbiology', 'Biology', 3, { quarterHours: 5 }),
  requirement('Biology with labs', 'Biology', 8, { quarterHours: 12 }),
];

describe('my prerequisites at a school: each requirement met only by courses of its kind', () => {
  it('Ohio State: a student who took none of anatomy, microbiology, biochemistry or the second chemistries is not told they are met', () => {
    expect(read(OHIO_STATE, OSU_STUDENT)).toEqual(OSU_STUDENT_CHECKS);
    const [, chemistry] = myPrerequisites(OHIO_STATE, OSU_STUDENT);
    expect(chemistry).toMatchObject({ neededHours: null, neededCourses: 2, myHours: 4, shortHours: null });
  });

  it('Michigan: Microbiology (3 h) takes the microbiology course and leaves the 8 h Biology with labs needs', () => {
    const transcript = [
      course('BIO 101', 'Biology I'),
      course('BIO 102', 'Biology II'),
      course('MICRO 301', 'Microbiology', { credits: 3 }),
    ];
    expect(read(MICHIGAN, transcript)).toEqual([
      ['Biochemistry', 'MISSING', []],
      ['Microbiology', 'MET', ['MICRO 301 Microbiology']],
      ['Biology with labs', 'MET', ['BIO 101 Biology I', 'BIO 102 Biology II']],
    ]);
    // The same courses listed the other way round are assigned the same way.
    expect(read(MICHIGAN, [...transcript].reverse())[2]).toEqual([
      'Biology with labs',
      'MET',
      ['BIO 102 Biology II', 'BIO 101 Biology I'],
    ]);
    // Nor does a general requirement listed first take the microbiology course, even where it would fit its hours.
    const fourHours = [
      course('MICRO 301', 'Microbiology'),
      course('BIO 101', 'Biology I'),
      course('BIO 102', 'Biology II'),
    ];
    expect(read([...MICHIGAN].reverse(), fourHours)).toEqual([
      ['Biology with labs', 'MET', ['BIO 101 Biology I', 'BIO 102 Biology II']],
      ['Microbiology', 'MET', ['MICRO 301 Microbiology']],
      ['Biochemistry', 'MISSING', []],
    ]);
  });

  it('counts each course once, whole, with hours short, quarter hours converted', () => {
    const checks = myPrerequisites(
      [requirement('General Chemistry', 'Chemistry', 8), requirement('Organic Chemistry', 'Chemistry', 8)],
      [
        course('CHEM 101', 'General Chemistry I', { credits: 5 }),
        course('CHEM 102', 'General Chemistry II', { credits: 5 }),
        // 4.5 quarter hours are 3.00 semester hours.
        course('CHEM 210', 'Organic Chemistry I', { credits: 4.5, termType: 'quarter' }),
      ],
    );
    expect(checks.map(({ status, myHours, shortHours }) => [status, myHours, shortHours])).toEqual([
      ['MET', 10, 0],
      ['PARTLY_MET', 3, 5],
    ]);
  });

  it('leaves out failed, pass/fail, AP and withdrawn courses', () => {
    const checks = read(
      [
        requirement('Physics', 'Physics', 8),
        requirement('English', 'English', 6),
        requirement('Calculus', 'Mathematics', 3),
      ],
      [
        course('PHYS 101', 'Physics I', { grade: 'F' }),
        course('ENGL 101', 'Composition', { creditType: 'pass' }),
        course('MATH 151', 'Calculus I', { creditType: 'ap' }),
        course('PHYS 102', 'Physics II', { creditType: 'withdrawn' }),
      ],
    );
    expect(checks.map(([, status]) => status)).toEqual(['MISSING', 'MISSING', 'MISSING']);
  });

  it('shows a requirement met only with courses in progress or planned as such, never as met', () => {
    const transcript = [
      course('CHEM 121', 'General Chemistry I'),
      course('CHEM 122', 'General Chemistry II', { creditType: 'in-progress' }),
      course('BIOC 401', 'Biochemistry', { creditType: 'planned' }),
      course('BIO 111', 'Introductory Biology I', { creditType: 'in-progress' }),
    ];
    const checks = myPrerequisites(OHIO_STATE, transcript);
    expect(read(OHIO_STATE, transcript).filter(([, , mine]) => mine.length > 0)).toEqual([
      ['Introductory Biology I & II', 'MISSING', ['BIO 111 Introductory Biology I (in progress)']],
      [
        'General Chemistry I & II',
        'IN_PROGRESS',
        ['CHEM 121 General Chemistry I', 'CHEM 122 General Chemistry II (in progress)'],
      ],
      ['Biochemistry (one semester)', 'PLANNED', ['BIOC 401 Biochemistry (planned)']],
    ]);
    // Only finished hours are counted as mine.
    expect(checks[1]).toMatchObject({
      myHours: 4,
      myCourses: [{ inProgress: false }, { inProgress: true, planned: false }],
    });
    expect(
      read(
        [requirement('Biochemistry', 'Chemistry', 3)],
        [course('BCHM 301', 'Biochem I', { creditType: 'in-progress' })],
      ),
    ).toEqual([['Biochemistry', 'IN_PROGRESS', ['BCHM 301 Biochem I (in progress)']]]);
  });

  it('follows the kind the student chose for a course over the one recognised, or leaves it out', () => {
    // "Cell Physiology" reads as physiology; the student says it is their cell biology course.
    const transcript = [course('BIOL 330', 'Cell Physiology'), course('BIOL 340', 'Microbes and Us')];
    const asked = [
      requirement('Cellular and Molecular Biology', 'Biology', null),
      requirement('Physiology', 'Biology', null),
      requirement('Microbiology', 'Biology', null),
    ];
    expect(read(asked, transcript).map(([, status]) => status)).toEqual(['MISSING', 'MET', 'MISSING']);
    const chosen = [
      course('BIOL 330', 'Cell Physiology', { countsToward: 'cell-molecular-biology' }),
      course('BIOL 340', 'Microbes and Us', { countsToward: 'microbiology' }),
    ];
    expect(read(asked, chosen)).toEqual([
      ['Cellular and Molecular Biology', 'MET', ['BIOL 330 Cell Physiology']],
      ['Physiology', 'MISSING', []],
      ['Microbiology', 'MET', ['BIOL 340 Microbes and Us']],
    ]);
    const none = [course('BIOL 330', 'Cell Physiology', { countsToward: 'none' })];
    expect(read([requirement('Biology', 'Biology', 4)], none)).toEqual([['Biology', 'MISSING', []]]);
  });

  it('lets "Microbiology or Biochemistry" take either, and general requirements take what the specific ones leave', () => {
    const checks = read(
      [
        requirement('Additional Biology, Chemistry and/or Physics', 'Other Science', 8),
        requirement('Microbiology or Biochemistry', 'Biology', 3),
        requirement('Biochemistry', 'Chemistry', 3),
      ],
      [
        course('BIOC 301', 'Biochemistry I', { credits: 3 }),
        course('BCHM 302', 'Biochemistry II', { credits: 3 }),
        course('PHYS 201', 'Physics I'),
        course('CHEM 101', 'General Chemistry I'),
      ],
    );
    expect(checks).toEqual([
      ['Additional Biology, Chemistry and/or Physics', 'MET', ['PHYS 201 Physics I', 'CHEM 101 General Chemistry I']],
      ['Microbiology or Biochemistry', 'MET', ['BCHM 302 Biochemistry II']],
      ['Biochemistry', 'MET', ['BIOC 301 Biochemistry I']],
    ]);
  });

  it('serves required prerequisites before recommended ones', () => {
    const checks = read(
      [requirement('Genetics', 'Biology', null, { required: false }), requirement('Biology', 'Biology', 4)],
      [course('BIOL 310', 'Genetics')],
    );
    expect(checks).toEqual([
      ['Genetics', 'MISSING', []],
      ['Biology', 'MET', ['BIOL 310 Genetics']],
    ]);
  });
});
