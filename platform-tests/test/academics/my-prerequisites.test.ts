import { validCourseInput } from '@predental/academics-contract/test-support/examples';
import { signedInClient } from '../../../test-support/api-client';

const MY_PREREQUISITES = `{ dentalSchools { key prerequisites { course semesterHours } myPrerequisites { course required neededHours myHours shortHours status } } }`;

type Check = {
  course: string;
  required: boolean;
  neededHours: number | null;
  myHours: number;
  shortHours: number | null;
  status: string;
};
type Listed = {
  key: string;
  prerequisites: { course: string; semesterHours: number | null }[];
  myPrerequisites: Check[];
};

/** A 4-credit science course (the example's) with the code and details given. */
const course = (fields: Record<string, unknown>) => ({ ...validCourseInput, ...fields });

describe("my prerequisites at each school (academics composed onto the schools' list through the gateway)", () => {
  it("checks Harvard's sourced prerequisites against the student's own courses, and only theirs", async () => {
    const { client: student } = await signedInClient('prereq');
    // 8 h of biology (one by subject, one by code), 4 h of chemistry, physics only planned.
    for (const body of [
      course({ courseCode: 'BIO 101', subject: 'Biology' }),
      course({ courseCode: 'BIOL 102' }),
      course({ courseCode: 'CHEM 101', subject: 'Chemistry' }),
      course({ courseCode: 'PHYS 101', subject: 'Physics', creditType: 'planned' }),
    ])
      expect((await student.post('/api/courses', body)).status).toBe(201);

    const answer = (await student.graphql<{ dentalSchools: Listed[] }>(MY_PREREQUISITES)).body;
    expect(answer.errors).toBeUndefined();
    const harvard = answer.data!.dentalSchools.find((school) => school.key === 'harvard-sdm')!;
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
      ['Organic Chemistry', 'MISSING', 0, 8],
      ['Physics', 'MISSING', 0, 8],
    ]);

    const { client: other } = await signedInClient('prereq');
    const theirs = (await other.graphql<{ dentalSchools: Listed[] }>(MY_PREREQUISITES)).body.data!.dentalSchools.find(
      (school) => school.key === 'harvard-sdm',
    )!;
    expect(theirs.myPrerequisites.map((check) => check.status)).toEqual(['MISSING', 'MISSING', 'MISSING', 'MISSING']);
  });
});
