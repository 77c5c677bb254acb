import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { apiClient, signedInClient } from '../../../test-support/api-client';
import {
  expectChangeRefused,
  expectOnlyItsOwnerReaches,
  expectSignInNeeded,
} from '../../../test-support/student-items';

const english = {
  courseName: 'English Composition',
  courseCode: 'ENG 101',
  credits: 3,
  grade: 'B+',
  isScience: false,
  semester: 'Spring',
  year: 2023,
};

const COURSE_FIELDS = 'id courseName courseCode credits grade isScience semester year';

describe('courses through /api', () => {
  it('needs a signed-in user', () => expectSignInNeeded('/api/courses', validCourseInput));

  it('adds, lists, reads, updates and deletes a course', async () => {
    const { client } = await signedInClient('course');
    const created = await client.post('/api/courses', validCourseInput);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), ...validCourseInput });

    expect((await client.get('/api/courses')).body).toEqual([created.body]);
    expect((await client.get(`/api/courses/${created.body.id}`)).body).toEqual(created.body);

    const updated = await client.patch(`/api/courses/${created.body.id}`, { grade: 'B', credits: 3.5 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, grade: 'B', credits: 3.5 });

    const deleted = await client.delete(`/api/courses/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await client.get(`/api/courses/${created.body.id}`)).status).toBe(404);
    expect((await client.get('/api/courses')).body).toEqual([]);
  });

  it('accepts the form payload of SPEC §7 with isScience defaulting to false and drops a sent userId', async () => {
    const { client } = await signedInClient('course');
    const { isScience: _omitted, ...withoutScience } = english;
    const created = await client.post('/api/courses', { ...withoutScience, userId: '0123456789abcdef01234567' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), ...english, isScience: false });
    expect((await client.get('/api/courses')).body).toHaveLength(1);
  });

  it('lists by year descending, then Spring, Summer, Fall, Winter', async () => {
    const { client } = await signedInClient('course');
    const terms = [
      ['Winter', 2023],
      ['Fall', 2024],
      ['Spring', 2023],
      ['Fall', 2023],
      ['Summer', 2023],
      ['Spring', 2024],
    ] as const;
    for (const [semester, year] of terms)
      expect((await client.post('/api/courses', { ...english, semester, year })).status).toBe(201);
    const list = (await client.get('/api/courses')).body as { semester: string; year: number }[];
    expect(list.map((c) => `${c.semester} ${c.year}`)).toEqual([
      'Spring 2024',
      'Fall 2024',
      'Spring 2023',
      'Summer 2023',
      'Fall 2023',
      'Winter 2023',
    ]);
  });

  // Every course rule is a unit test (subgraphs/academics/contract/test/course-rules.test.ts).
  it('refuses a course without a name and stores nothing', async () => {
    const { client } = await signedInClient('course');
    const response = await client.post('/api/courses', { ...validCourseInput, courseName: '   ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Course name is required' });
    expect((await client.get('/api/courses')).body).toEqual([]);
  });

  it('refuses an invalid update and keeps the course as it was', () =>
    expectChangeRefused('/api/courses', validCourseInput, { credits: 0 }, 'Credits must be greater than 0'));

  it('answers 400 to a body that is not JSON or not an object', async () => {
    const { client } = await signedInClient('course');
    expect(await client.raw('POST', '/api/courses', '{"courseName":')).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
    expect((await client.raw('POST', '/api/courses', '[1,2]')).status).toBe(400);
    expect((await client.raw('POST', '/api/courses', '"text"')).status).toBe(400);
    expect((await client.get('/api/courses')).body).toEqual([]);
  });

  it('answers 404 for an id that is not a course id', async () => {
    const { client } = await signedInClient('course');
    expect((await client.get('/api/courses/not-an-id')).status).toBe(404);
    expect((await client.patch('/api/courses/not-an-id', { grade: 'A' })).status).toBe(404);
    expect((await client.delete('/api/courses/0123456789abcdef01234567')).status).toBe(404);
  });
});

describe('course ownership', () => {
  it("lets nobody else read, change or delete a student's course", () =>
    expectOnlyItsOwnerReaches({
      path: '/api/courses',
      input: validCourseInput,
      change: { grade: 'F' },
      what: 'Course',
      graphql: [
        'mutation($id: ID!) { updateCourse(id: $id, input: { grade: "F" }) { id } }',
        'mutation($id: ID!) { deleteCourse(id: $id) }',
      ],
    }));
});

describe('courses and GPA through GraphQL', () => {
  it('adds, updates and deletes courses and keeps the GPA summary in step', async () => {
    const { client, user } = await signedInClient('gql');
    const add = (input: object) =>
      client.graphql<{ addCourse: { id: string } }>(
        `mutation($input: CourseInput!) { addCourse(input: $input) { ${COURSE_FIELDS} } }`,
        { input },
      );
    const science = (await add(validCourseInput)).body.data!.addCourse;
    expect((await add(english)).body.data?.addCourse).toMatchObject(english);
    await add({ ...english, courseName: 'Half-credit seminar', credits: 0.5, grade: 'C' });

    const summaryQuery = `{ academicSummary { gpa { overall science totalCredits } } courses { id } me { id courses { id } academicSummary { gpa { overall } } } }`;
    let summary = await client.graphql(summaryQuery);
    expect(summary.body.errors).toBeUndefined();
    expect(summary.body.data.academicSummary.gpa.totalCredits).toBe(7.5);
    expect(summary.body.data.academicSummary.gpa.science).toBeCloseTo(3.7, 10);
    expect(summary.body.data.academicSummary.gpa.overall).toBeCloseTo((3.7 * 4 + 3.3 * 3 + 2 * 0.5) / 7.5, 10);
    // The User entity from identity carries the same academics.
    expect(summary.body.data.me).toMatchObject({
      id: user.id,
      academicSummary: { gpa: { overall: summary.body.data.academicSummary.gpa.overall } },
    });
    expect(summary.body.data.me.courses).toHaveLength(3);

    const updated = await client.graphql(
      `mutation($id: ID!) { updateCourse(id: $id, input: { grade: "B", isScience: true }) { ${COURSE_FIELDS} } }`,
      { id: science.id },
    );
    expect(updated.body.data.updateCourse).toEqual({ ...validCourseInput, id: science.id, grade: 'B' });
    summary = await client.graphql(summaryQuery);
    expect(summary.body.data.academicSummary.gpa.science).toBe(3);

    const deleted = await client.graphql('mutation($id: ID!) { deleteCourse(id: $id) }', { id: science.id });
    expect(deleted.body.data.deleteCourse).toBe(science.id);
    summary = await client.graphql(summaryQuery);
    expect(summary.body.data.academicSummary.gpa).toEqual({
      overall: expect.any(Number),
      science: 0,
      totalCredits: 3.5,
    });
  });

  it("answers each term's GPA and the cumulative GPA, oldest term first, and follows course changes", async () => {
    const { client } = await signedInClient('gql');
    const add = (input: object) =>
      client.graphql<{ addCourse: { id: string } }>(
        `mutation($input: CourseInput!) { addCourse(input: $input) { id } }`,
        { input },
      );
    const terms = async () =>
      (await client.graphql('{ academicSummary { terms { semester year credits gpa cumulativeGpa } } }')).body.data
        .academicSummary.terms;
    expect(await terms()).toEqual([]);

    // Fall 2023: A- (3.7) x 4; Spring 2023: B+ (3.3) x 3; Spring 2024: C (2.0) x 2 and A (4.0) x 1.
    await add(validCourseInput);
    await add(english);
    const late = (await add({ ...english, grade: 'C', credits: 2, year: 2024 })).body.data!.addCourse;
    await add({ ...validCourseInput, grade: 'A', credits: 1, semester: 'Spring', year: 2024 });
    expect(await terms()).toEqual([
      {
        semester: 'Spring',
        year: 2023,
        credits: 3,
        gpa: expect.closeTo(3.3, 10),
        cumulativeGpa: expect.closeTo(3.3, 10),
      },
      {
        semester: 'Fall',
        year: 2023,
        credits: 4,
        gpa: expect.closeTo(3.7, 10),
        cumulativeGpa: expect.closeTo((3.3 * 3 + 3.7 * 4) / 7, 10),
      },
      {
        semester: 'Spring',
        year: 2024,
        credits: 3,
        gpa: expect.closeTo(8 / 3, 10),
        cumulativeGpa: expect.closeTo((3.3 * 3 + 3.7 * 4 + 8) / 10, 10),
      },
    ]);

    await client.graphql(
      'mutation($id: ID!) { updateCourse(id: $id, input: { semester: "Winter", year: 2022 }) { id } }',
      { id: late.id },
    );
    expect((await terms()).map((term: { semester: string; year: number }) => `${term.semester} ${term.year}`)).toEqual([
      'Winter 2022',
      'Spring 2023',
      'Fall 2023',
      'Spring 2024',
    ]);
    await client.graphql('mutation($id: ID!) { deleteCourse(id: $id) }', { id: late.id });
    expect(await terms()).toHaveLength(3);
  });

  it('answers GraphQL input with the same messages', async () => {
    const { client } = await signedInClient('gql');
    const add = (input: object) =>
      client.graphql(`mutation($input: CourseInput!) { addCourse(input: $input) { id } }`, { input });
    const first = (response: Awaited<ReturnType<typeof add>>) => response.body.errors?.[0];
    expect(first(await add({ ...validCourseInput, courseName: '' }))).toMatchObject({
      message: 'Course name is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // GraphQL's Int refuses a fraction before the contract sees it.
    expect(first(await add({ ...validCourseInput, year: 2023.5 }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await client.graphql('{ courses { id } }')).body.data.courses).toEqual([]);
  });

  it('shows no academics to a visitor', async () => {
    const response = await apiClient().graphql('{ courses { id } }');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
