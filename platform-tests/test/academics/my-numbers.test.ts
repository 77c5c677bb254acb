import { DAT_SCALES } from '@predental/academics-contract/dat';
import { myNumbers, type StudentNumbers } from '@predental/academics-contract/my-numbers';
import type { SchoolAverages } from '@predental/academics-contract/school-dat';
import { adminClient, signedInClient } from '../../../test-support/api-client';

const MY_NUMBERS = `{ dentalSchools { key name figures { figure value scale } myNumbers {
  overallGpa { mine school difference standing }
  scienceGpa { mine school difference standing }
  datAcademicAverage { mine school difference standing } } } }`;

type Comparison = { mine: number | null; school: number | null; difference: number | null; standing: string | null };
type Listed = {
  key: string;
  name: string;
  figures: { figure: string; value: number; scale: string | null }[];
  myNumbers: { overallGpa: Comparison; scienceGpa: Comparison; datAcademicAverage: Comparison };
};

const course = (fields: Record<string, unknown>) => ({
  courseName: 'Course',
  courseCode: 'C100',
  credits: 3,
  grade: 'A',
  isScience: false,
  semester: 'Fall',
  year: 2024,
  ...fields,
});
const dat = (testDate: string, academicAverage: number) => ({
  testDate,
  biology: academicAverage,
  generalChemistry: academicAverage,
  organicChemistry: academicAverage,
  perceptualAbility: academicAverage,
  readingComprehension: academicAverage,
  quantitativeReasoning: academicAverage,
  academicAverage,
});

describe("my numbers next to each school (academics composed onto the schools' list through the gateway)", () => {
  it("compares the student's own GPA, science GPA and latest DAT with each school's averages", async () => {
    const admin = await adminClient();
    const name = `Numbers School ${Date.now().toString(36)}${process.pid}`;
    const created = await admin.post('/api/admin/dental-schools', {
      name,
      state: 'Ohio',
      city: 'Columbus',
      tuition: 50_000,
      programLength: 4,
      scienceGpaAvg: 3.95,
      overallGpaAvg: 3.5,
      datAvg: 500,
    });
    expect(created.status).toBe(201);

    const { client: student } = await signedInClient('numbers');
    const before = (await student.graphql<{ dentalSchools: Listed[] }>(MY_NUMBERS)).body;
    expect(before.errors).toBeUndefined();
    const fresh = before.data!.dentalSchools.find((school) => school.name === name)!;
    expect(fresh.myNumbers.overallGpa).toEqual({ mine: null, school: 3.5, difference: null, standing: null });
    expect(fresh.myNumbers.datAcademicAverage).toEqual({ mine: null, school: 500, difference: null, standing: null });

    // Science A (4 credits) and a non-science B (3 credits): overall (4*4 + 3*3) / 7 = 3.571…, science 4.0.
    for (const body of [course({ credits: 4, grade: 'A', isScience: true }), course({ credits: 3, grade: 'B' })])
      expect((await student.post('/api/courses', body)).status).toBe(201);
    // The latest test counts, not the best one.
    for (const body of [dat('2024-03-01', 510), dat('2025-01-15', 480)])
      expect((await student.post('/api/dat', body)).status).toBe(201);

    const after = (await student.graphql<{ dentalSchools: Listed[] }>(MY_NUMBERS)).body.data!.dentalSchools;
    expect(after.find((school) => school.name === name)!.myNumbers).toEqual({
      overallGpa: { mine: 3.57, school: 3.5, difference: 0.07, standing: 'ABOVE' },
      scienceGpa: { mine: 4, school: 3.95, difference: 0.05, standing: 'NEAR' },
      datAcademicAverage: { mine: 480, school: 500, difference: -20, standing: 'BELOW' },
    });
    // A seeded school's averages are its published figures; a DAT average published on the 1-30
    // scale is never compared with a 200-600 score.
    const ucla = after.find((school) => school.key === 'ucla-dentistry')!;
    const published = (figure: string) => ucla.figures.find((candidate) => candidate.figure === figure);
    expect(ucla.myNumbers.overallGpa.school).toBe(published('gpaOverall')!.value);
    expect(ucla.myNumbers.overallGpa.mine).toBe(3.57);
    expect(published('datAA')!.scale).toBe('1-30');
    expect(ucla.myNumbers.datAcademicAverage).toEqual({ mine: 480, school: null, difference: null, standing: null });
    // One that has not published them is not compared.
    expect(after.find((school) => school.key === 'uab-dentistry')!.myNumbers.overallGpa).toEqual({
      mine: 3.57,
      school: null,
      difference: null,
      standing: null,
    });

    // Another student sees their own (empty) numbers, never this one's.
    const { client: other } = await signedInClient('numbers');
    const theirs = (await other.graphql<{ dentalSchools: Listed[] }>(MY_NUMBERS)).body.data!.dentalSchools.find(
      (school) => school.name === name,
    )!;
    expect(theirs.myNumbers.overallGpa.mine).toBeNull();
  });

  it("compares a 1-30 attempt with a school's average published on 1-30, and says the scale", async () => {
    const { client: student } = await signedInClient('numbers');
    expect((await student.post('/api/dat', { ...dat('2024-06-15', 20), scale: '1-30' })).status).toBe(201);
    const query =
      '{ dentalSchools { key figures { figure value scale } myNumbers { datAcademicAverage { mine school difference standing scale } } } }';
    const schools = (
      await student.graphql<{
        dentalSchools: (Listed & { myNumbers: { datAcademicAverage: Comparison & { scale: string } } })[];
      }>(query)
    ).body.data!.dentalSchools;
    const ucla = schools.find((school) => school.key === 'ucla-dentistry')!;
    const published = ucla.figures.find((figure) => figure.figure === 'datAA')!;
    expect(published.scale).toBe('1-30');
    expect(ucla.myNumbers.datAcademicAverage).toEqual({
      mine: 20,
      school: published.value,
      difference: Math.round((20 - published.value) * 10) / 10,
      standing: Math.abs(20 - published.value) <= 1 ? 'NEAR' : 20 > published.value ? 'ABOVE' : 'BELOW',
      scale: '1-30',
    });
  });

  it("gives the explorer the student's figures once, and comparing them with the directory gives academics' own numbers", async () => {
    const { client: student } = await signedInClient('numbers');
    for (const body of [course({ credits: 4, grade: 'B', isScience: true }), course({ credits: 3, grade: 'A' })])
      expect((await student.post('/api/courses', body)).status).toBe(201);
    expect((await student.post('/api/dat', { ...dat('2024-06-15', 21), scale: '1-30' })).status).toBe(201);

    const { data, errors } = (
      await student.graphql<{
        myFigures: Omit<StudentNumbers, 'datScale'> & { datScale: string | null };
        dentalSchools: { id: string; myNumbers: unknown }[];
      }>(`{ myFigures { gpaBasis overallGpa scienceGpa datAcademicAverage datScale }
        dentalSchools { id myNumbers { gpaBasis
          overallGpa { mine school difference standing scale }
          scienceGpa { mine school difference standing scale }
          datAcademicAverage { mine school difference standing scale } } } }`)
    ).body;
    expect(errors).toBeUndefined();
    expect(data!.myFigures).toEqual({
      gpaBasis: 'SIMPLE',
      overallGpa: 3.43,
      scienceGpa: 3,
      datAcademicAverage: 21,
      datScale: '1-30',
    });
    const figures = { ...data!.myFigures, datScale: DAT_SCALES.find((scale) => scale === data!.myFigures.datScale)! };
    // What the explorer draws: the directory everyone shares, each school compared in the browser.
    const directory = (await student.get<(SchoolAverages & { id: string })[]>('/api/dental-schools/directory')).body;
    const byId = new Map(data!.dentalSchools.map((school) => [school.id, school.myNumbers]));
    expect(directory.length).toBeGreaterThanOrEqual(72);
    for (const school of directory) expect(myNumbers(figures, school)).toEqual(byId.get(school.id));

    // Another student's figures are their own.
    const { client: other } = await signedInClient('numbers');
    expect((await other.graphql('{ myFigures { overallGpa datAcademicAverage datScale } }')).body.data).toEqual({
      myFigures: { overallGpa: null, datAcademicAverage: null, datScale: null },
    });
  });
});
