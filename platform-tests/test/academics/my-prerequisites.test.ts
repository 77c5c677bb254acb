import { COUNTS_TOWARD_VALUES } from '@predental/academics-contract/course-kinds';
import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { OSU_STUDENT_CHECKS, OSU_STUDENT_COURSES } from '@predental/academics-contract/test-support/ohio-state-student';
import type { PrerequisiteCheck } from '../../../subgraphs/academics/src/my-prerequisites/my-prerequisites';
import { signedInClient, type ApiClient } from '../../../test-support/api-client';

const MY_PREREQUISITES = `{ dentalSchools { key prerequisites { course semesterHours } myPrerequisites { course required neededHours myHours shortHours neededCourses status myCourses { id courseCode courseName hours inProgress planned } } } }`;

/** What the query asks of each check (all but its subject). */
type Check = Omit<PrerequisiteCheck, 'subject'>;
type Listed = {
  key: string;
  prerequisites: { course: string; semesterHours: number | null }[];
  myPrerequisites: Check[];
};

/** A 4-credit graded course named and coded as given. */
const course = (courseCode: string, courseName: string, fields: Record<string, unknown> = {}) => ({
  ...validCourseInput,
  courseCode,
  courseName,
  ...fields,
});

async function addCourses(client: ApiClient, courses: Record<string, unknown>[]) {
  const ids: string[] = [];
  for (const body of courses) {
    const answer = await client.post('/api/courses', body);
    expect(answer.status).toBe(201);
    ids.push(answer.body.id);
  }
  return ids;
}

async function schoolChecks(client: ApiClient, key: string) {
  const answer = (await client.graphql<{ dentalSchools: Listed[] }>(MY_PREREQUISITES)).body;
  expect(answer.errors).toBeUndefined();
  return answer.data!.dentalSchools.find((school) => school.key === key)!;
}

/** [requirement, status, "CODE Name" of each course meeting it]. */
const read = (checks: Check[]) =>
  checks.map(({ course, status, myCourses }) => [
    course,
    status,
    myCourses.map(({ courseCode, courseName }) => `${courseCode} ${courseName}`),
  ]);

describe("my prerequisites at each school (academics composed onto the schools' list through the gateway)", () => {
  it("checks Harvard's sourced prerequisites against the student's own courses, and only theirs", async () => {
    const { client: student } = await signedInClient('prereq');
    // 8 h of biology, 4 h of general chemistry, physics only planned.
    await addCourses(student, [
      course('BIO 101', 'Biology I'),
      course('BIOL 102', 'Biology II'),
      course('CHEM 101', 'General Chemistry I'),
      course('PHYS 101', 'Physics I', { creditType: 'planned' }),
    ]);
    const harvard = await schoolChecks(student, 'harvard-sdm');
    // subgraphs/schools/seed/school-prerequisites.csv: biology, general and organic chemistry, physics, 8 h each.
    expect(harvard.prerequisites.map(({ course, semesterHours }) => [course, semesterHours])).toEqual([
      ['Biology', 8],
      ['General Chemistry', 8],
      ['Organic Chemistry', 8],
      ['Physics', 8],
    ]);
    expect(
      harvard.myPrerequisites.map(({ course, status, myHours, shortHours }) => [course, status, myHours, shortHours]),
    ).toEqual([
      ['Biology', 'MET', 8, 0],
      ['General Chemistry', 'PARTLY_MET', 4, 4],
      // General chemistry hours are not organic chemistry.
      ['Organic Chemistry', 'MISSING', 0, 8],
      // A planned course alone, 4 h of 8: not met, and not counted as mine.
      ['Physics', 'MISSING', 0, 8],
    ]);
    expect(harvard.myPrerequisites[3]!.myCourses).toEqual([
      expect.objectContaining({ courseCode: 'PHYS 101', hours: 4, inProgress: false, planned: true }),
    ]);

    const { client: other } = await signedInClient('prereq');
    const theirs = await schoolChecks(other, 'harvard-sdm');
    expect(theirs.myPrerequisites.map((check) => check.status)).toEqual(['MISSING', 'MISSING', 'MISSING', 'MISSING']);
  });

  it("matches Ohio State's requirements course by course, and follows a course the student re-assigns", async () => {
    const { client: student } = await signedInClient('prereq');
    const [, bio112] = await addCourses(student, OSU_STUDENT_COURSES);
    expect(read((await schoolChecks(student, 'osu-dentistry')).myPrerequisites)).toEqual(OSU_STUDENT_CHECKS);

    // The student says BIO 112 was their microbiology course.
    expect((await student.patch(`/api/courses/${bio112}`, { countsToward: 'microbiology' })).status).toBe(200);
    const after = read((await schoolChecks(student, 'osu-dentistry')).myPrerequisites);
    expect(after[0]).toEqual(['Introductory Biology I & II', 'PARTLY_MET', ['BIO 111 Introductory Biology I']]);
    expect(after[6]).toEqual(['Microbiology', 'MET', ['BIO 112 Introductory Biology II']]);
  });
});

describe("a course's countsToward through /api/courses", () => {
  const message = `Counts toward must be one of: ${COUNTS_TOWARD_VALUES.join(', ')}`;

  it('keeps the kind the student chose, clears it with null, and leaves it out while unset', async () => {
    const { client } = await signedInClient('prereq');
    const created = await client.post('/api/courses', course('BIOL 330', 'Cell Physiology', { countsToward: 'none' }));
    expect(created).toMatchObject({ status: 201, body: { countsToward: 'none' } });
    expect((await client.get(`/api/courses/${created.body.id}`)).body).toMatchObject({ countsToward: 'none' });

    const changed = await client.patch(`/api/courses/${created.body.id}`, { countsToward: 'cell-molecular-biology' });
    expect(changed.body).toEqual({ ...created.body, countsToward: 'cell-molecular-biology' });
    const listed = (await client.get('/api/courses')).body as Record<string, unknown>[];
    expect(listed.find((one) => one.id === created.body.id)).toMatchObject({ countsToward: 'cell-molecular-biology' });

    // Back to the kind recognised from its name and code: SPEC's course, without the field.
    const cleared = await client.patch(`/api/courses/${created.body.id}`, { countsToward: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('countsToward');
  });

  it('refuses a value that is no course kind, with a clear message, and changes nothing', async () => {
    const { client } = await signedInClient('prereq');
    expect(
      await client.post('/api/courses', course('BIO 101', 'Biology I', { countsToward: 'Biology' })),
    ).toMatchObject({ status: 400, body: { message } });
    expect((await client.get('/api/courses')).body).toEqual([]);

    const created = (await client.post('/api/courses', course('BIO 101', 'Biology I', { countsToward: 'anatomy' })))
      .body;
    expect(await client.patch(`/api/courses/${created.id}`, { countsToward: 'astrology' })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect((await client.get(`/api/courses/${created.id}`)).body).toEqual(created);

    const graphql = await client.graphql(
      `mutation { updateCourse(id: "${created.id}", input: { countsToward: "astrology" }) { id } }`,
    );
    expect(graphql.body.errors?.[0]?.message).toBe(message);
  });
});
