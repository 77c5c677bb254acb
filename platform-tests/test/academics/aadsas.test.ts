import { transcriptImportRows, validAadsasCourseInput } from '@predental/academics-contract/test-support/examples';
import { apiClient, signedInClient, type ApiClient } from '../../../test-support/api-client';

/**
 * The AADSAS GPA table (subgraphs/academics/src/gpa/aadsas.ts) and the AADSAS course details
 * (subgraphs/academics/contract/src/course.ts) through the whole platform: /api and GraphQL.
 */
const SUBJECT_MESSAGE = 'Subject must be one of the AADSAS course subjects';
const STATUS_MESSAGE =
  'Academic status must be one of: high-school, freshman, sophomore, junior, senior, postbacc, graduate';
const QUARTER_HOURS_MESSAGE = 'Semester hours come in steps of 0.5; choose the quarter term type for quarter hours';

let codes = 0;
/** A graded semester course unless said; SPEC's fields first, the AADSAS details after. */
const course = (fields: Record<string, unknown>) => ({
  ...validAadsasCourseInput,
  courseCode: `C ${(codes += 1)}`,
  ...fields,
});
/** The course as stored, after POST /api/courses. */
const added = async (client: ApiClient, fields: Record<string, unknown>) =>
  (await client.post<Record<string, unknown> & { id: string }>('/api/courses', course(fields))).body;

/**
 * A worked transcript. Grade values: A 4, A- 3.7, B+ 3.3, B 3, B- 2.7, D 1, WF 0. A quarter hour
 * is 0.667 semester hours. Points are grade value × semester hours.
 */
const TRANSCRIPT = [
  // High school (dual enrollment): a graded math course counts; AP credit does not.
  course({
    courseName: 'College Algebra',
    subject: 'Mathematics',
    academicStatus: 'high-school',
    credits: 3,
    grade: 'A',
    year: 2019,
    institution: 'County College',
  }), // 3 h, 12 pts
  course({
    courseName: 'AP Biology',
    subject: 'Biology',
    academicStatus: 'high-school',
    credits: 8,
    grade: 'A',
    creditType: 'ap',
    year: 2019,
  }), // left out
  // Freshman year at a quarter school: 4 quarter hours are 2.668 semester hours.
  course({
    courseName: 'Biology I',
    subject: 'Biology',
    academicStatus: 'freshman',
    termType: 'quarter',
    credits: 4,
    grade: 'A',
    isScience: true,
    year: 2020,
  }), // 2.668 h, 10.672 pts
  course({
    courseName: 'General Chemistry I',
    courseCode: 'CHEM 101',
    subject: 'Chemistry',
    academicStatus: 'freshman',
    credits: 4,
    grade: 'D',
    isScience: true,
    year: 2020,
  }), // 4 h, 4 pts
  course({
    courseName: 'Writing',
    subject: 'English',
    academicStatus: 'freshman',
    termType: 'quarter',
    credits: 4,
    grade: 'B',
    year: 2020,
  }), // 2.668 h, 8.004 pts
  course({
    courseName: 'Swimming',
    subject: 'Other Non-Science',
    academicStatus: 'freshman',
    credits: 1,
    grade: 'A',
    creditType: 'pass',
    year: 2020,
  }), // P: left out
  // Sophomore: CHEM 101 repeated (both attempts count), a W left out.
  course({
    courseName: 'General Chemistry I',
    courseCode: 'CHEM 101',
    subject: 'Chemistry',
    academicStatus: 'sophomore',
    credits: 4,
    grade: 'A',
    isScience: true,
    year: 2021,
  }), // 4 h, 16 pts
  course({
    courseName: 'Physics I',
    subject: 'Physics',
    academicStatus: 'sophomore',
    credits: 4,
    grade: 'C',
    creditType: 'withdrawn',
    isScience: true,
    year: 2021,
  }), // W: left out
  course({
    courseName: 'US History',
    subject: 'History',
    academicStatus: 'sophomore',
    credits: 3,
    grade: 'B+',
    year: 2021,
  }), // 3 h, 9.9 pts
  // Junior: a WF counts as an F whatever grade is recorded.
  course({
    courseName: 'Physics I',
    subject: 'Physics',
    academicStatus: 'junior',
    credits: 4,
    grade: 'B',
    creditType: 'withdrawn-failing',
    isScience: true,
    year: 2022,
  }), // 4 h, 0 pts
  course({
    courseName: 'Organic Chemistry I',
    subject: 'Chemistry',
    academicStatus: 'junior',
    credits: 4,
    grade: 'B',
    isScience: true,
    year: 2022,
  }), // 4 h, 12 pts
  course({
    courseName: 'Intro Psychology',
    subject: 'Psychology',
    academicStatus: 'junior',
    credits: 3,
    grade: 'A-',
    year: 2022,
  }), // 3 h, 11.1 pts
  // Senior: an in-progress course counts only in the projected table, at its expected grade.
  course({
    courseName: 'Biochemistry',
    subject: 'Chemistry',
    academicStatus: 'senior',
    credits: 3,
    grade: 'A',
    isScience: true,
    year: 2023,
  }), // 3 h, 12 pts
  course({
    courseName: 'Statistics',
    subject: 'Mathematics',
    academicStatus: 'senior',
    credits: 3,
    grade: 'B-',
    year: 2023,
  }), // 3 h, 8.1 pts
  course({
    courseName: 'Physics II',
    subject: 'Physics',
    academicStatus: 'senior',
    credits: 4,
    grade: 'A',
    creditType: 'in-progress',
    isScience: true,
    year: 2023,
  }), // projected: 4 h, 16 pts
  // Post-baccalaureate: a planned course, projected only.
  course({
    courseName: 'Anatomy',
    subject: 'Other Science',
    academicStatus: 'postbacc',
    credits: 4,
    grade: 'A-',
    isScience: true,
    year: 2024,
  }), // 4 h, 14.8 pts
  course({
    courseName: 'Microbiology',
    subject: 'Biology',
    academicStatus: 'postbacc',
    credits: 3,
    grade: 'B+',
    creditType: 'planned',
    isScience: true,
    year: 2024,
  }), // projected: 3 h, 9.9 pts
  // Graduate, without a term type (semester hours) or credit type (graded).
  course({
    courseName: 'Graduate Cell Biology',
    subject: 'Biology',
    academicStatus: 'graduate',
    credits: 3,
    grade: 'A',
    isScience: true,
    year: 2025,
    termType: undefined,
    creditType: undefined,
  }), // 3 h, 12 pts
  // Left out, counted as missing details: SPEC's course without details, and one without a status.
  {
    courseName: 'Intro to Dentistry',
    courseCode: 'DENT 100',
    credits: 2,
    grade: 'A',
    isScience: false,
    semester: 'Spring',
    year: 2022,
  },
  course({ courseName: 'Genetics', subject: 'Biology', credits: 3, grade: 'C', year: 2022 }),
];

type Bucket = { gpa: number | null; hours: number };
type Row = Record<'bcp' | 'science' | 'nonScience' | 'total', Bucket>;
const bucket = (gpa: number | null, hours: number): Bucket => ({ gpa, hours });
const NONE = bucket(null, 0);
const row = (bcp: Bucket, science: Bucket, nonScience: Bucket, total: Bucket): Row => ({
  bcp,
  science,
  nonScience,
  total,
});

/**
 * Each row by hand (gpa = points / hours to 2 decimals, hours to 2 decimals):
 * - high-school: science and total 12 / 3 = 4; no BCP or non-science hours.
 * - freshman: BCP (10.672 + 4) / 6.668 = 2.2003; non-science 8.004 / 2.668 = 3;
 *   total 22.676 / 9.336 = 2.4289.
 * - sophomore: BCP 16 / 4 = 4; non-science 9.9 / 3 = 3.3; total 25.9 / 7 = 3.7.
 * - junior: BCP (0 + 12) / 8 = 1.5; non-science 11.1 / 3 = 3.7; total 23.1 / 11 = 2.1.
 * - senior: BCP 12 / 3 = 4; science (12 + 8.1) / 6 = 3.35; total the same.
 * - postbacc: science and total 14.8 / 4 = 3.7.
 * - graduate: BCP, science and total 12 / 3 = 4.
 */
const HIGH_SCHOOL = { status: 'high-school', ...row(NONE, bucket(4, 3), NONE, bucket(4, 3)) };
const FRESHMAN = {
  status: 'freshman',
  ...row(bucket(2.2, 6.67), bucket(2.2, 6.67), bucket(3, 2.67), bucket(2.43, 9.34)),
};
const SOPHOMORE = { status: 'sophomore', ...row(bucket(4, 4), bucket(4, 4), bucket(3.3, 3), bucket(3.7, 7)) };
const JUNIOR = { status: 'junior', ...row(bucket(1.5, 8), bucket(1.5, 8), bucket(3.7, 3), bucket(2.1, 11)) };
const GRADUATE = row(bucket(4, 3), bucket(4, 3), NONE, bucket(4, 3));

const EXPECTED = {
  rows: [
    HIGH_SCHOOL,
    FRESHMAN,
    SOPHOMORE,
    JUNIOR,
    { status: 'senior', ...row(bucket(4, 3), bucket(3.35, 6), NONE, bucket(3.35, 6)) },
    { status: 'postbacc', ...row(NONE, bucket(3.7, 4), NONE, bucket(3.7, 4)) },
    { status: 'graduate', ...GRADUATE },
  ],
  // Undergraduate, every row but graduate:
  // BCP (10.672 + 4 + 16 + 0 + 12 + 12) / (2.668 + 4 + 4 + 4 + 4 + 3) = 54.672 / 21.668 = 2.5232;
  // science adds 12 / 3 + 8.1 / 3 + 14.8 / 4: 89.572 / 31.668 = 2.8285;
  // non-science (8.004 + 9.9 + 11.1) / (2.668 + 3 + 3) = 29.004 / 8.668 = 3.3461;
  // total 118.576 / 40.336 = 2.9397.
  cumulativeUndergraduate: row(bucket(2.52, 21.67), bucket(2.83, 31.67), bucket(3.35, 8.67), bucket(2.94, 40.34)),
  graduate: GRADUATE,
  // Overall adds the graduate 12 / 3 to BCP, science and total:
  // 66.672 / 24.668 = 2.7028; 101.572 / 34.668 = 2.9298; 130.576 / 43.336 = 3.0131.
  overall: row(bucket(2.7, 24.67), bucket(2.93, 34.67), bucket(3.35, 8.67), bucket(3.01, 43.34)),
  projected: {
    rows: [
      HIGH_SCHOOL,
      FRESHMAN,
      SOPHOMORE,
      JUNIOR,
      // senior with Physics II at A: BCP 28 / 7 = 4; science 36.1 / 10 = 3.61.
      { status: 'senior', ...row(bucket(4, 7), bucket(3.61, 10), NONE, bucket(3.61, 10)) },
      // postbacc with Microbiology at B+: BCP 9.9 / 3 = 3.3; science 24.7 / 7 = 3.5286.
      { status: 'postbacc', ...row(bucket(3.3, 3), bucket(3.53, 7), NONE, bucket(3.53, 7)) },
      { status: 'graduate', ...GRADUATE },
    ],
    // BCP 80.572 / 28.668 = 2.8105; science 115.472 / 38.668 = 2.9862; total 144.476 / 47.336 = 3.0521.
    cumulativeUndergraduate: row(bucket(2.81, 28.67), bucket(2.99, 38.67), bucket(3.35, 8.67), bucket(3.05, 47.34)),
    graduate: GRADUATE,
    // BCP 92.572 / 31.668 = 2.9232; science 127.472 / 41.668 = 3.0592; total 156.476 / 50.336 = 3.1086.
    overall: row(bucket(2.92, 31.67), bucket(3.06, 41.67), bucket(3.35, 8.67), bucket(3.11, 50.34)),
  },
  // By rule: two without details, AP and P, the in-progress and planned courses, two quarter courses, one W, one WF.
  adjustments: [
    { rule: 'missing-details', courses: 2 },
    { rule: 'not-graded', courses: 2 },
    { rule: 'not-taken-yet', courses: 2 },
    { rule: 'quarter-hours', courses: 2 },
    { rule: 'withdrawn', courses: 1 },
    { rule: 'withdrawn-failing', courses: 1 },
  ],
};

const EMPTY_ROW = row(NONE, NONE, NONE, NONE);
const EMPTY_TABLE = { rows: [], cumulativeUndergraduate: EMPTY_ROW, graduate: EMPTY_ROW, overall: EMPTY_ROW };
const EMPTY = { ...EMPTY_TABLE, projected: EMPTY_TABLE, adjustments: [] };

/** GraphQL carries each table as one flat list: the status rows, then the three summary rows. */
const ROW = 'status summary bcpGpa bcpHours scienceGpa scienceHours nonScienceGpa nonScienceHours totalGpa totalHours';
const AADSAS_GPA = `{ aadsasGpa { table { ${ROW} } projectedTable { ${ROW} } adjustments { rule courses } } }`;
const COURSE_FIELDS =
  'id courseName courseCode credits grade isScience semester year subject academicStatus termType creditType institution';

type Table = typeof EXPECTED;
/** The adjustments' order follows the courses': compare them by rule. */
const byRule = (table: Table): Table => ({
  ...table,
  adjustments: [...table.adjustments].sort((a, b) => a.rule.localeCompare(b.rule)),
});

async function table(client: ApiClient): Promise<Table> {
  const response = await client.get('/api/gpa/aadsas');
  expect(response.status).toBe(200);
  return byRule(response.body);
}

type Nested = { rows: ({ status: string } & Row)[]; cumulativeUndergraduate: Row; graduate: Row; overall: Row };
const flatRow = (status: string | null, summary: string | null, { bcp, science, nonScience, total }: Row) => ({
  status,
  summary,
  bcpGpa: bcp.gpa,
  bcpHours: bcp.hours,
  scienceGpa: science.gpa,
  scienceHours: science.hours,
  nonScienceGpa: nonScience.gpa,
  nonScienceHours: nonScience.hours,
  totalGpa: total.gpa,
  totalHours: total.hours,
});
/** An expected table as GraphQL's flat list. */
const flat = ({ rows, cumulativeUndergraduate, graduate, overall }: Nested) => [
  ...rows.map(({ status, ...buckets }) => flatRow(status, null, buckets)),
  flatRow(null, 'cumulative-undergraduate', cumulativeUndergraduate),
  flatRow(null, 'graduate', graduate),
  flatRow(null, 'overall', overall),
];
/** The whole expected answer of GraphQL's aadsasGpa. */
const asGraphql = ({ projected, adjustments, ...verified }: Table) => ({
  table: flat(verified),
  projectedTable: flat(projected),
  adjustments,
});
type GraphqlTable = ReturnType<typeof asGraphql>;

async function graphqlTable(client: ApiClient): Promise<GraphqlTable> {
  const response = await client.graphql<{ aadsasGpa: GraphqlTable }>(AADSAS_GPA);
  expect(response.body.errors).toBeUndefined();
  const answer = response.body.data!.aadsasGpa;
  return { ...answer, adjustments: [...answer.adjustments].sort((a, b) => a.rule.localeCompare(b.rule)) };
}
/** The overall row of GraphQL's table. */
const graphqlOverall = (answer: GraphqlTable) => answer.table.find((row) => row.summary === 'overall');

/** A course as the REST bridge answers it: AADSAS details not given are left out. */
const restBody = (sent: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined && value !== null));

describe('the AADSAS GPA table through /api and GraphQL', () => {
  it('needs a signed-in user', async () => {
    const anonymous = apiClient();
    expect((await anonymous.get('/api/gpa/aadsas')).status).toBe(401);
    expect((await anonymous.post('/api/courses/import', { courses: [TRANSCRIPT[0]] })).status).toBe(401);
    const viaGraphql = await anonymous.graphql(AADSAS_GPA);
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers an empty table to a student without courses', async () => {
    const { client } = await signedInClient('aadsas');
    expect(await table(client)).toEqual(EMPTY);
    expect(await graphqlTable(client)).toEqual(asGraphql(EMPTY));
  });

  it('computes the table of a worked transcript: quarter hours, repeats, P, W, WF, AP, graduate work and work not yet taken', async () => {
    const { client } = await signedInClient('aadsas');
    for (const sent of TRANSCRIPT) {
      const created = await client.post('/api/courses', sent);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(String), ...restBody(sent) });
    }
    // SPEC's course without details keeps exactly SPEC's shape.
    const courses = (await client.get('/api/courses')).body as Record<string, unknown>[];
    expect(courses).toHaveLength(TRANSCRIPT.length);
    expect(Object.keys(courses.find((c) => c.courseCode === 'DENT 100')!).sort()).toEqual([
      'courseCode',
      'courseName',
      'credits',
      'grade',
      'id',
      'isScience',
      'semester',
      'year',
    ]);

    expect(await table(client)).toEqual(EXPECTED);
    expect(await graphqlTable(client)).toEqual(asGraphql(EXPECTED));

    // GraphQL answers the details not given as null.
    const listed = (await client.graphql(`{ courses { ${COURSE_FIELDS} } }`)).body.data.courses as Record<
      string,
      unknown
    >[];
    expect(listed.find((c) => c.courseCode === 'DENT 100')).toMatchObject({
      subject: null,
      academicStatus: null,
      termType: null,
      creditType: null,
      institution: null,
    });
    expect(listed.find((c) => c.courseName === 'Graduate Cell Biology')).toMatchObject({
      subject: 'Biology',
      academicStatus: 'graduate',
      termType: null,
      creditType: null,
    });

    // Another student's table is their own.
    expect(await table((await signedInClient('aadsas')).client)).toEqual(EMPTY);
  });

  it('refuses unknown details and semester credits off the half hour, changing nothing', async () => {
    const { client } = await signedInClient('aadsas');
    const quarter = await added(client, {
      subject: 'Biology',
      academicStatus: 'junior',
      termType: 'quarter',
      credits: 3.33,
      grade: 'B',
    });
    const semester = await added(client, { subject: 'Chemistry', academicStatus: 'junior', credits: 4, grade: 'A' });
    expect(quarter).toMatchObject({ credits: 3.33, termType: 'quarter' });
    const coursesBefore = (await client.get('/api/courses')).body;
    const tableBefore = await table(client);
    // (3.33 × 0.667 × 3 + 4 × 4) / (2.22111 + 4) = 22.66333 / 6.22111 = 3.6430
    expect(tableBefore.overall.bcp).toEqual(bucket(3.64, 6.22));

    // Every detail's rule is a unit test (subgraphs/academics/contract/test/course-details.test.ts).
    const astrology = course({ subject: 'Astrology', academicStatus: 'junior' });
    expect(await client.post('/api/courses', astrology)).toMatchObject({
      status: 400,
      body: { message: SUBJECT_MESSAGE },
    });
    const refusedPatches: [string, Record<string, unknown>, string][] = [
      // The subgraph checks the course a change makes: the credits sent against the stored
      // semester term type, and the other way round.
      [semester.id, { credits: 2.67 }, QUARTER_HOURS_MESSAGE],
      [quarter.id, { termType: 'semester' }, QUARTER_HOURS_MESSAGE],
    ];
    for (const [id, change, message] of refusedPatches) {
      expect({ change, response: await client.patch(`/api/courses/${id}`, change) }).toMatchObject({
        change,
        response: { status: 400, body: { message } },
      });
    }
    expect((await client.get('/api/courses')).body).toEqual(coursesBefore);
    expect(await table(client)).toEqual(tableBefore);

    // Through GraphQL, the same message.
    const add = (input: object) =>
      client.graphql(`mutation($input: CourseInput!) { addCourse(input: $input) { id } }`, { input });
    expect((await add(astrology)).body.errors?.[0]).toMatchObject({
      message: SUBJECT_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await client.get('/api/courses')).body).toEqual(coursesBefore);

    // Moving both together to half hours is fine.
    expect(await client.patch(`/api/courses/${quarter.id}`, { termType: 'semester', credits: 2 })).toMatchObject({
      status: 200,
      body: { termType: 'semester', credits: 2 },
    });
  });

  it('clears a detail sent as null (or empty), and the course leaves the table', async () => {
    const { client } = await signedInClient('aadsas');
    const biology = await added(client, { subject: 'Biology', academicStatus: 'sophomore', credits: 4, grade: 'B' });
    const english = await added(client, { subject: 'English', academicStatus: 'sophomore', credits: 3, grade: 'A' });
    // (4 × 3 + 3 × 4) / 7 = 3.4286
    expect((await table(client)).overall.total).toEqual(bucket(3.43, 7));

    const cleared = await client.patch(`/api/courses/${biology.id}`, { subject: null });
    expect(cleared.status).toBe(200);
    const { subject: _cleared, ...withoutSubject } = biology;
    expect(cleared.body).toEqual(withoutSubject);
    expect((await client.get(`/api/courses/${biology.id}`)).body).toEqual(withoutSubject);
    const after = await table(client);
    expect(after.overall).toEqual(row(NONE, NONE, bucket(4, 3), bucket(4, 3)));
    expect(after.adjustments).toEqual([{ rule: 'missing-details', courses: 1 }]);
    const viaGraphql = await client.graphql(
      `query($id: ID!) { course(id: $id) { subject academicStatus institution } }`,
      { id: biology.id },
    );
    expect(viaGraphql.body.data.course).toEqual({
      subject: null,
      academicStatus: 'sophomore',
      institution: 'State University',
    });

    // An empty choice clears too; a detail not sent stays.
    const emptied = await client.patch(`/api/courses/${english.id}`, { institution: '', grade: 'B' });
    const { institution: _emptied, ...withoutInstitution } = english;
    expect(emptied.body).toEqual({ ...withoutInstitution, grade: 'B' });
    expect((await table(client)).overall.total).toEqual(bucket(3, 3));

    // Given again, the course is back in the table.
    expect((await client.patch(`/api/courses/${biology.id}`, { subject: 'Biology' })).body).toEqual(biology);
    // (4 × 3 + 3 × 3) / 7 = 3
    expect((await table(client)).overall.total).toEqual(bucket(3, 7));
  });
});

describe('importing a transcript through POST /api/courses/import and importCourses', () => {
  const rows = transcriptImportRows;

  it('adds every row at once and answers them', async () => {
    const { client } = await signedInClient('import');
    const imported = await client.post('/api/courses/import', { courses: rows });
    expect(imported.status).toBe(201);
    // isScience defaults to false, as for one course.
    expect(imported.body).toEqual(
      rows.map((sent) => ({ id: expect.any(String), isScience: false, ...restBody(sent) })),
    );
    const listed = (await client.get('/api/courses')).body as { id: string }[];
    expect(listed.map((c) => c.id).sort()).toEqual((imported.body as { id: string }[]).map((c) => c.id).sort());
    // Biology 4 h at A, Calculus 5 quarter hours = 3.335 h at B: (16 + 10.005) / 7.335 = 3.5453; the seminar has no details.
    const after = await table(client);
    expect(after.overall).toEqual(row(bucket(4, 4), bucket(3.55, 7.34), NONE, bucket(3.55, 7.34)));
    expect(after.adjustments).toEqual([
      { rule: 'missing-details', courses: 1 },
      { rule: 'quarter-hours', courses: 1 },
    ]);
  });

  it('stores nothing when one row is refused, and names the row', async () => {
    const { client } = await signedInClient('import');
    expect((await client.post('/api/courses', rows[0])).status).toBe(201);
    const before = (await client.get('/api/courses')).body;
    const tableBefore = await table(client);

    // Every import rule is a unit test (subgraphs/academics/contract/test/course-details.test.ts).
    const courses = [rows[0], { ...rows[1], academicStatus: 'alumnus' }, rows[2]];
    expect(await client.post('/api/courses/import', { courses })).toMatchObject({
      status: 400,
      body: { message: `Row 2: ${STATUS_MESSAGE}` },
    });
    expect((await client.get('/api/courses')).body).toEqual(before);
    expect(await table(client)).toEqual(tableBefore);
  });

  it('does the same through GraphQL', async () => {
    const { client } = await signedInClient('import');
    const importCourses = (inputs: unknown[]) =>
      client.graphql(`mutation($inputs: [CourseInput!]!) { importCourses(inputs: $inputs) { ${COURSE_FIELDS} } }`, {
        inputs,
      });

    const refused = await importCourses([rows[0], { ...rows[1], subject: 'Astrology' }]);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `Row 2: ${SUBJECT_MESSAGE}`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await client.graphql('{ courses { id } }')).body.data.courses).toEqual([]);

    const imported = await importCourses(rows);
    expect(imported.body.errors).toBeUndefined();
    const blank = { subject: null, academicStatus: null, termType: null, creditType: null, institution: null };
    expect(imported.body.data.importCourses).toEqual(
      rows.map((sent) => ({ id: expect.any(String), isScience: false, ...blank, ...sent })),
    );
    expect(graphqlOverall(await graphqlTable(client))).toMatchObject({ totalGpa: 3.55, totalHours: 7.34 });
  });

  it('keeps at most 300 courses in all', async () => {
    const { client } = await signedInClient('import');
    const many = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        courseName: 'Bulk',
        courseCode: `B ${from + i}`,
        credits: 1,
        grade: 'A',
        semester: 'Fall',
        year: 2022,
      }));
    expect((await client.post('/api/courses/import', { courses: many(299, 0) })).status).toBe(201);
    expect(await client.post('/api/courses/import', { courses: many(2, 299) })).toMatchObject({
      status: 400,
      body: { message: 'You can keep at most 300 courses' },
    });
    expect((await client.get('/api/courses')).body).toHaveLength(299);
    expect((await client.post('/api/courses/import', { courses: many(1, 299) })).status).toBe(201);
    expect(await client.post('/api/courses', many(1, 300)[0])).toMatchObject({
      status: 400,
      body: { message: 'You can keep at most 300 courses' },
    });
    expect((await client.get('/api/courses')).body).toHaveLength(300);
  });
});
