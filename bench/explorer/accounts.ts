import type { DentalSchoolCsvRow } from '@predental/schools-contract/dental-school-csv';
import { importChunks } from '../../mfe-admin/src/school-management/api/school-csv';

export interface Session {
  /** `sid=...`, as the entry set it. */
  cookie: string;
}

async function post(entryUrl: string, path: string, body: unknown, session?: Session): Promise<Response> {
  const headers = { 'content-type': 'application/json', ...(session ? { cookie: session.cookie } : {}) };
  return fetch(`${entryUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function expectStatus(response: Response, status: number, what: string): Promise<unknown> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

async function signIn(
  entryUrl: string,
  route: 'simple-login' | 'simple-register',
  body: object,
  status: number,
): Promise<Session> {
  const response = await post(entryUrl, `/api/${route}`, body);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  await expectStatus(response, status, route);
  if (!cookie) throw new Error(`${route} set no session cookie`);
  return { cookie };
}

export const signInAsAdmin = (entryUrl: string, password: string) =>
  signIn(entryUrl, 'simple-login', { username: 'admin', password }, 200);

/** Sends the rows as the admin screen does (chunks under the 100kb body limit, at most 1,000 rows) and checks every row was created. */
export async function importSchools(entryUrl: string, admin: Session, rows: DentalSchoolCsvRow[]): Promise<number> {
  let created = 0;
  for (const chunk of importChunks(rows)) {
    const result = (await expectStatus(
      await post(entryUrl, '/api/admin/dental-schools/import', { rows: chunk }, admin),
      200,
      'school import',
    )) as {
      created: number;
      errors: { row: number; message: string }[];
    };
    if (result.created !== chunk.length)
      throw new Error(
        `the import created ${result.created} of ${chunk.length} schools: ${JSON.stringify(result.errors.slice(0, 3))}`,
      );
    created += result.created;
  }
  return created;
}

const COURSES = [
  {
    courseName: 'General Biology I',
    courseCode: 'BIO 101',
    credits: 4,
    grade: 'A',
    isScience: true,
    semester: 'Fall',
    year: 2023,
  },
  {
    courseName: 'General Chemistry I',
    courseCode: 'CHEM 111',
    credits: 4,
    grade: 'A-',
    isScience: true,
    semester: 'Fall',
    year: 2023,
  },
  {
    courseName: 'Organic Chemistry I',
    courseCode: 'CHEM 241',
    credits: 4,
    grade: 'B+',
    isScience: true,
    semester: 'Spring',
    year: 2024,
  },
  {
    courseName: 'English Composition',
    courseCode: 'ENG 101',
    credits: 3,
    grade: 'A',
    isScience: false,
    semester: 'Spring',
    year: 2024,
  },
  {
    courseName: 'Introductory Psychology',
    courseCode: 'PSY 100',
    credits: 3,
    grade: 'B',
    isScience: false,
    semester: 'Fall',
    year: 2024,
  },
];

const DAT_SCORE = {
  testDate: '2025-06-14',
  biology: 510,
  generalChemistry: 500,
  organicChemistry: 490,
  perceptualAbility: 520,
  readingComprehension: 530,
  quantitativeReasoning: 500,
  academicAverage: 510,
};

/** A new student with courses and a DAT score, so every school card shows "my numbers". */
export async function signUpStudent(entryUrl: string): Promise<Session> {
  const username = `explorer${Date.now().toString(36)}`;
  const student = await signIn(
    entryUrl,
    'simple-register',
    { username, email: `${username}@example.com`, password: 'Passw0rd!' },
    201,
  );
  for (const course of COURSES)
    await expectStatus(await post(entryUrl, '/api/courses', course, student), 201, 'adding a course');
  await expectStatus(await post(entryUrl, '/api/dat', DAT_SCORE, student), 201, 'adding a DAT score');
  return student;
}
