import { validCourseInput, validDatScore } from '@predental/academics-contract/test-support/examples';
import { validLetter } from '@predental/applications-contract/test-support/examples';
import {
  validExperienceLog,
  validShadowingEntry,
  validVolunteerEntry,
} from '@predental/experience-contract/test-support/examples';
import { signedInClient, type ApiClient } from '../../../test-support/api-client';

/**
 * Issue 38: "Download my data" and "Import it back" through /api: a student with records in every
 * area exports, a new account imports, and its export is the same, field by field.
 */

type File = Record<string, any>;

/** A student with something in every area: courses, DAT, every kind of log, an entry split and described, goals, a favorite, an application with events, a letter, a statement with two versions. */
async function studentWithEverything(client: ApiClient) {
  const must = async (answer: Promise<{ status: number; body: any }>) => {
    const { status, body } = await answer;
    if (status >= 300 || body?.errors) throw new Error(`${status} ${JSON.stringify(body)}`);
    return body;
  };
  await must(client.post('/api/courses', validCourseInput));
  await must(
    client.post('/api/courses', {
      ...validCourseInput,
      courseName: 'Writing Seminar',
      courseCode: 'ENG 110',
      isScience: false,
      subject: 'English',
      creditType: 'pass',
    }),
  );
  await must(client.post('/api/dat', validDatScore));
  const visit = await must(client.post('/api/shadowing', validShadowingEntry));
  await must(client.post('/api/shadowing', { ...validShadowingEntry, hours: 2, notes: null }));
  await must(client.post('/api/volunteer', validVolunteerEntry));
  await must(client.post('/api/experience-logs', validExperienceLog));
  const entries = await must(client.get('/api/experiences'));
  const shadowing = entries.find((entry: { logIds: string[] }) => entry.logIds.includes(visit.id));
  await must(
    client.graphql('mutation ($id: ID!, $logIds: [ID!]!) { splitExperience(id: $id, logIds: $logIds) { id } }', {
      id: shadowing.id,
      logIds: [visit.id],
    }),
  );
  const research = (await must(client.get('/api/experiences'))).find(
    (entry: { type: string }) => entry.type === 'research',
  );
  await must(client.patch(`/api/experiences/${research.id}`, { description: 'Protein assays.', highlighted: true }));
  await must(client.patch('/api/goals', { shadowingGoal: 100, volunteerGoal: 50 }));
  await must(client.graphql('mutation { setTypeGoal(type: "research", goal: 40) { shadowingGoal } }'));
  const schools = (await must(client.graphql('{ dentalSchools { id key } }'))).data.dentalSchools;
  await must(client.post('/api/favorites/schools', { schoolId: schools[0].id }));
  const application = await must(client.post('/api/applications', { schoolId: schools[1].id }));
  await must(client.patch(`/api/applications/${application.id}`, { supplementalFee: 75, interviewOn: '2026-10-02' }));
  await must(
    client.post(`/api/applications/${application.id}/events`, {
      kind: 'submitted',
      date: '2026-06-10',
      note: 'On time',
    }),
  );
  await must(
    client.post(`/api/applications/${application.id}/events`, { kind: 'interview-invited', date: '2026-08-01' }),
  );
  await must(
    client.graphql('mutation { updateFeeAssistance(input: { onProgram: true, amountCovered: 200 }) { onProgram } }'),
  );
  await must(client.post('/api/letters', validLetter));
  const statement = await must(client.post('/api/personal-statements', { title: 'Why oral health', text: 'Start.' }));
  const path = `/api/personal-statements/${statement.id}`;
  const first = await must(client.post(`${path}/versions`, { text: 'First version.' }));
  await must(client.post(`${path}/versions`, { text: 'Second, better version.' }));
  await must(client.post(`${path}/final`, { versionId: first.versions[0].id }));
}

/** The file with what may differ between two accounts left out: ids (a log an entry names, by its place), exportedAt, the profile. */
function comparable(file: File) {
  const { exportedAt: _at, profile: _profile, ...rest } = file;
  const place = new Map<string, string>();
  for (const kind of ['shadowing', 'volunteer', 'logs'])
    file.experience[kind].forEach((log: { id: string }, index: number) => place.set(log.id, `${kind}[${index}]`));
  const withoutIds = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withoutIds);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, field]) => [
          key,
          key === 'logIds' ? (field as string[]).map((id) => place.get(id)) : withoutIds(field),
        ]),
    );
  };
  return withoutIds(rest);
}

const emptyParts = {
  academics: { courses: [], datScores: [] },
  experience: {
    shadowing: [],
    volunteer: [],
    logs: [],
    goals: { shadowingGoal: null, volunteerGoal: null, typeGoals: [] },
    experiences: [],
  },
  schools: { favorites: [] },
  applications: {
    applications: [],
    feeAssistance: { onProgram: false, amountCovered: 0 },
    letters: [],
    personalStatements: [],
  },
};

describe('/api/me/export and /api/me/import', () => {
  let file: File;
  let owner: ApiClient;

  beforeAll(async () => {
    const student = await signedInClient('export');
    owner = student.client;
    await studentWithEverything(owner);
    const exported = await owner.get('/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="predental-data-${student.account.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    file = exported.body;
  });

  it('writes every area of the student, in the documented shape', () => {
    expect(file).toMatchObject({ format: 'predental-student-data', version: 1 });
    expect(file.academics.courses).toHaveLength(2);
    expect(file.academics.courses[0]).not.toHaveProperty('userId');
    expect(file.academics.datScores).toHaveLength(1);
    expect(file.experience.shadowing).toHaveLength(2);
    expect(
      file.experience.experiences.filter((entry: { type: string }) => entry.type === 'dental-shadowing-in-person'),
    ).toHaveLength(2);
    expect(file.schools.favorites).toHaveLength(1);
    expect(file.applications.applications[0].events).toHaveLength(2);
    expect(file.applications.letters).toHaveLength(1);
    expect(
      file.applications.personalStatements[0].versions.map((version: { final: boolean }) => version.final),
    ).toEqual([true, false]);
  });

  it('a new account that imports it exports the same records, field by field', async () => {
    const { client } = await signedInClient('import');
    const imported = await client.post('/api/me/import', file);
    expect(imported).toMatchObject({ status: 201, body: { courses: 2, applications: 1, personalStatements: 1 } });
    const again = await client.get('/api/me/export');
    expect(comparable(again.body)).toEqual(comparable(file));
  });

  it('one bad course refuses the whole file, naming the row, and the account stays empty in every area', async () => {
    const { client } = await signedInClient('badrow');
    const bad = structuredClone(file);
    bad.academics.courses[1].credits = -3;
    const refused = await client.post('/api/me/import', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.rows).toEqual([
      { area: 'academics', entity: 'courses', index: 1, field: 'credits', message: expect.any(String) },
    ]);
    expect(refused.body.message).toMatch(/^Nothing was imported: 1 row breaks/);
    expect((await client.get('/api/me/export')).body).toMatchObject(emptyParts);
  });

  it('a school the directory does not have is a failing row', async () => {
    const { client } = await signedInClient('noschool');
    const bad = structuredClone(file);
    bad.schools.favorites[0].schoolKey = 'no-such-school';
    const refused = await client.post('/api/me/import', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.rows).toEqual([
      {
        area: 'schools',
        entity: 'favorites',
        index: 0,
        field: 'schoolKey',
        message: expect.stringContaining('no-such-school'),
      },
    ]);
  });

  it('an account that has records is refused with 409, and keeps them as they were', async () => {
    const refused = await owner.post('/api/me/import', file);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/only be imported into an empty account/);
    expect((await owner.get('/api/courses')).body).toHaveLength(2);
  });

  it('a file of a newer version is refused with 400 and a clear message', async () => {
    const { client } = await signedInClient('newer');
    const refused = await client.post('/api/me/import', { ...file, version: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/version 2, written by a newer release/);
    expect((await client.get('/api/courses')).body).toEqual([]);
  });

  it('a file above the import limit is refused with 413 and a clear message', async () => {
    const { client } = await signedInClient('large');
    const refused = await client.post('/api/me/import', { ...file, padding: 'x'.repeat(800 * 1024) });
    expect(refused).toMatchObject({
      status: 413,
      body: { message: 'This data file is larger than the 768 KB an import takes. Nothing was imported.' },
    });
  });

  it('a visitor gets 401 on both', async () => {
    const { apiClient } = await import('../../../test-support/api-client');
    const visitor = apiClient();
    expect((await visitor.get('/api/me/export')).status).toBe(401);
    expect((await visitor.post('/api/me/import', file)).status).toBe(401);
  });
});
