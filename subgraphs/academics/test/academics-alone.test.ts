import {
  validCourseInput,
  validDatScore,
  validOldScaleDatScore,
} from '@predental/academics-contract/test-support/examples';
import { admin, itRefusesStrangers, student, subgraphAlone } from '../../../test-support/subgraph-harness';

/** The academics subgraph alone: its own process and database, called as the gateway would call it. */
const academics = subgraphAlone('academics');

const COURSE = 'id courseName courseCode credits grade isScience semester year';
const english = {
  courseName: 'English Composition',
  courseCode: 'ENG 101',
  credits: 3,
  grade: 'B+',
  semester: 'Spring',
  year: 2024,
};

const ADD = `mutation ($input: CourseInput!) { addCourse(input: $input) { ${COURSE} } }`;
const UPDATE = `mutation ($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${COURSE} } }`;
const DELETE = 'mutation ($id: ID!) { deleteCourse(id: $id) }';
const LIST = `{ courses { ${COURSE} } }`;
const ONE = `query ($id: ID!) { course(id: $id) { ${COURSE} } }`;

describe('courses, asked by a signed-in student', () => {
  it('adds, lists, reads, updates and deletes a course', async () => {
    const me = student();
    const added = await academics.query(ADD, { input: validCourseInput }, me);
    expect(added.errors).toBeUndefined();
    const course = added.data!.addCourse;
    expect(course).toEqual({ id: expect.any(String), ...validCourseInput });

    expect((await academics.query(LIST, {}, me)).data).toEqual({ courses: [course] });
    expect((await academics.query(ONE, { id: course.id }, me)).data).toEqual({ course });

    const updated = await academics.query(UPDATE, { id: course.id, input: { grade: 'B', credits: 3.5 } }, me);
    expect(updated.data).toEqual({ updateCourse: { ...course, grade: 'B', credits: 3.5 } });

    expect((await academics.query(DELETE, { id: course.id }, me)).data).toEqual({ deleteCourse: course.id });
    expect((await academics.query(LIST, {}, me)).data).toEqual({ courses: [] });
    expect((await academics.query(ONE, { id: course.id }, me)).errors?.[0]).toMatchObject({
      message: 'Course not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('defaults isScience to false and lists the newest year first', async () => {
    const me = student();
    await academics.query(ADD, { input: validCourseInput }, me);
    const added = await academics.query(ADD, { input: english }, me);
    expect(added.data!.addCourse.isScience).toBe(false);
    const listed = (await academics.query(LIST, {}, me)).data!.courses as { semester: string; year: number }[];
    expect(listed.map((c) => `${c.semester} ${c.year}`)).toEqual(['Spring 2024', 'Fall 2023']);
  });

  it('sums the GPA from the courses: overall, science only and by term', async () => {
    const me = student();
    // A (4.0) science over 4 credits and B+ (3.3) over 3: overall (16 + 9.9) / 7 = 3.7.
    await academics.query(ADD, { input: { ...validCourseInput, grade: 'A' } }, me);
    await academics.query(ADD, { input: english }, me);
    const summary = await academics.query(
      '{ academicSummary { gpa { overall science totalCredits } terms { semester year gpa } } }',
      {},
      me,
    );
    const { overall, ...rest } = summary.data!.academicSummary.gpa;
    expect(overall).toBeCloseTo(3.7, 10);
    expect(rest).toEqual({ science: 4, totalCredits: 7 });
    expect(summary.data!.academicSummary.terms).toEqual([
      { semester: 'Fall', year: 2023, gpa: 4 },
      { semester: 'Spring', year: 2024, gpa: expect.closeTo(3.3, 10) },
    ]);
  });

  it('leaves pass and in-progress courses out of the GPA and counts a WF as an F', async () => {
    const me = student();
    await academics.query(ADD, { input: { ...validCourseInput, grade: 'A' } }, me);
    await academics.query(ADD, { input: { ...english, creditType: 'pass', grade: 'A' } }, me);
    await academics.query(
      ADD,
      { input: { ...validCourseInput, creditType: 'in-progress', grade: 'C', year: 2025 } },
      me,
    );
    const summary = await academics.query(
      '{ academicSummary { gpa { overall science totalCredits } terms { year } } }',
      {},
      me,
    );
    // The A over 4 credits alone; the pass course's 3 credits are earned, the in-progress 4 not yet.
    expect(summary.data!.academicSummary).toEqual({
      gpa: { overall: 4, science: 4, totalCredits: 7 },
      terms: [{ year: 2023 }],
    });

    await academics.query(ADD, { input: { ...validCourseInput, creditType: 'withdrawn-failing', grade: 'A' } }, me);
    const withWf = await academics.query('{ academicSummary { gpa { overall science totalCredits } } }', {}, me);
    expect(withWf.data!.academicSummary.gpa).toEqual({ overall: 2, science: 2, totalCredits: 7 });
  });
});

describe("another student's courses", () => {
  it('are neither listed, read, changed nor deleted', async () => {
    const owner = student();
    const other = student();
    const course = (await academics.query(ADD, { input: validCourseInput }, owner)).data!.addCourse;

    expect((await academics.query(LIST, {}, other)).data).toEqual({ courses: [] });
    for (const [document, variables] of [
      [ONE, { id: course.id }],
      [UPDATE, { id: course.id, input: { grade: 'F' } }],
      [DELETE, { id: course.id }],
    ] as const) {
      expect((await academics.query(document, variables, other)).errors?.[0]).toMatchObject({
        message: 'Course not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await academics.query(LIST, {}, owner)).data).toEqual({ courses: [course] });
  });

  it('are not reachable through another User entity either', async () => {
    const owner = student();
    await academics.query(ADD, { input: validCourseInput }, owner);
    const ENTITY =
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { courses { id } } } }';
    const own = await academics.query(ENTITY, { representations: [{ __typename: 'User', id: owner.id }] }, owner);
    expect(own.data!._entities[0].courses).toHaveLength(1);
    const foreign = await academics.query(
      ENTITY,
      { representations: [{ __typename: 'User', id: owner.id }] },
      student(),
    );
    expect(foreign.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('bad input', () => {
  it.each([
    [{ courseName: '   ' }, 'Course name is required'],
    [{ courseCode: 'x'.repeat(21) }, 'Course code must be at most 20 characters'],
    [{ credits: 0 }, 'Credits must be greater than 0'],
    [{ credits: 21 }, 'Credits must be at most 20'],
    [{ grade: 'E' }, 'Grade is required'],
    [{ semester: 'Autumn' }, 'Semester is required'],
    [{ year: 1999 }, 'Please enter a valid year'],
    [{ year: null }, 'Please enter a valid year'],
  ])('refuses %p with "%s" and stores nothing', async (fields, message) => {
    const me = student();
    const refused = await academics.query(ADD, { input: { ...validCourseInput, ...fields } }, me);
    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await academics.query(LIST, {}, me)).data).toEqual({ courses: [] });
  });

  it('refuses an empty update and an id that is no id', async () => {
    const me = student();
    const course = (await academics.query(ADD, { input: validCourseInput }, me)).data!.addCourse;
    expect((await academics.query(UPDATE, { id: course.id, input: {} }, me)).errors?.[0]).toMatchObject({
      message: 'Nothing to update: send at least one course field',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await academics.query(ONE, { id: 'not-an-id' }, me)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await academics.query(LIST, {}, me)).data).toEqual({ courses: [course] });
  });
});

describe('who may ask', () => {
  itRefusesStrangers(academics, LIST);

  it('asks a visitor to sign in before adding a course', async () => {
    expect((await academics.query(ADD, { input: validCourseInput }, null)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('counts every course for an admin only', async () => {
    await academics.query(ADD, { input: validCourseInput }, student());
    expect((await academics.query('{ adminCourseCount }', {}, student())).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    const counted = await academics.query('{ adminCourseCount }', {}, admin());
    expect(counted.data!.adminCourseCount).toBeGreaterThanOrEqual(1);
  });
});

const DAT =
  'id userId testDate scale biology generalChemistry organicChemistry perceptualAbility readingComprehension quantitativeReasoning academicAverage totalScience';
/** The example attempt with science scores whose mean is a whole number. */
const attempt = { ...validDatScore, organicChemistry: 500 };
const ADD_DAT = `mutation ($input: DatScoreInput!) { addDatScore(input: $input) { ${DAT} } }`;
const UPDATE_DAT = `mutation ($id: ID!, $input: DatScoreInput!) { updateDatScore(id: $id, input: $input) { ${DAT} } }`;
const DELETE_DAT = 'mutation ($id: ID!) { deleteDatScore(id: $id) }';
const LIST_DAT = `{ datScores { ${DAT} } }`;

describe('DAT scores', () => {
  it('adds, lists, updates and deletes a score, with totalScience computed by the subgraph', async () => {
    const me = student();
    const added = (await academics.query(ADD_DAT, { input: attempt }, me)).data!.addDatScore;
    // round((520 + 510 + 500) / 3) = 510
    expect(added).toEqual({ id: expect.any(String), userId: me.id, ...attempt, scale: '200-600', totalScience: 510 });
    const later = (await academics.query(ADD_DAT, { input: { ...attempt, testDate: '2025-01-10' } }, me)).data!
      .addDatScore;
    expect((await academics.query(LIST_DAT, {}, me)).data!.datScores.map((score: { id: string }) => score.id)).toEqual([
      later.id,
      added.id,
    ]);

    const updated = await academics.query(
      UPDATE_DAT,
      { id: added.id, input: { generalChemistry: 400, organicChemistry: 400 } },
      me,
    );
    // round((520 + 400 + 400) / 3) = 440
    expect(updated.data!.updateDatScore).toEqual({
      ...added,
      generalChemistry: 400,
      organicChemistry: 400,
      totalScience: 440,
    });

    expect((await academics.query(DELETE_DAT, { id: added.id }, me)).data).toEqual({ deleteDatScore: added.id });
    expect((await academics.query(LIST_DAT, {}, me)).data!.datScores).toEqual([later]);
  });

  it("keeps a student's scores from everyone else", async () => {
    const owner = student();
    const other = student();
    const score = (await academics.query(ADD_DAT, { input: attempt }, owner)).data!.addDatScore;
    expect((await academics.query(LIST_DAT, {}, other)).data).toEqual({ datScores: [] });
    const notFound = { message: 'DAT score not found', extensions: { code: 'NOT_FOUND' } };
    expect(
      (await academics.query(`query ($id: ID!) { datScore(id: $id) { id } }`, { id: score.id }, other)).errors?.[0],
    ).toMatchObject(notFound);
    expect(
      (await academics.query(UPDATE_DAT, { id: score.id, input: { biology: 400 } }, other)).errors?.[0],
    ).toMatchObject(notFound);
    expect((await academics.query(DELETE_DAT, { id: score.id }, other)).errors?.[0]).toMatchObject(notFound);
    expect((await academics.query(LIST_DAT, {}, owner)).data).toEqual({ datScores: [score] });
  });

  it.each([
    [{ biology: 610 }, 'Score must be between 200-600 in steps of 10'],
    [{ readingComprehension: 190 }, 'Score must be between 200-600 in steps of 10'],
    [{ readingComprehension: 505 }, 'Score must be between 200-600 in steps of 10'],
    [{ scale: '1-30' }, 'Score must be between 1-30'],
    [{ ...validOldScaleDatScore, testDate: '2025-03-01' }, 'The 1-30 scale is only for tests before March 1, 2025'],
    [{ testDate: null }, 'Test date is required'],
    [{ testDate: '2024-02-30' }, 'Please enter a valid test date (YYYY-MM-DD)'],
  ])('refuses %p with "%s" and stores nothing', async (change, message) => {
    const me = student();
    expect((await academics.query(ADD_DAT, { input: { ...attempt, ...change } }, me)).errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await academics.query(LIST_DAT, {}, me)).data).toEqual({ datScores: [] });
  });
});

describe("the student's numbers beside a school (the DentalSchool entity the gateway asks for)", () => {
  const NUMBERS = `query ($representations: [_Any!]!) { _entities(representations: $representations) {
    ... on DentalSchool { myNumbers { overallGpa { mine school difference standing } datAcademicAverage { mine school difference standing } } } } }`;
  const school = {
    __typename: 'DentalSchool',
    id: '665f00000000000000000abc',
    scienceGpaAvg: 3.5,
    overallGpaAvg: 3.5,
    datAvg: 500,
  };

  it("compares the asking student's own GPA and latest DAT with the school's averages", async () => {
    const me = student();
    await academics.query(ADD, { input: { ...validCourseInput, grade: 'A' } }, me);
    await academics.query(ADD_DAT, { input: { ...attempt, academicAverage: 480 } }, me);
    const answer = await academics.query(NUMBERS, { representations: [school] }, me);
    expect(answer.data!._entities).toEqual([
      {
        myNumbers: {
          overallGpa: { mine: 4, school: 3.5, difference: 0.5, standing: 'ABOVE' },
          datAcademicAverage: { mine: 480, school: 500, difference: -20, standing: 'BELOW' },
        },
      },
    ]);
    // Another student has no numbers yet.
    const theirs = await academics.query(NUMBERS, { representations: [school] }, student());
    expect(theirs.data!._entities[0].myNumbers.overallGpa).toEqual({
      mine: null,
      school: 3.5,
      difference: null,
      standing: null,
    });
  });
});
