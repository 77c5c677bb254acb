import {
  validExperienceLog,
  validShadowingEntry,
  validVolunteerEntry,
} from '@predental/experience-contract/test-support/examples';
import { signedInClient } from '../../../test-support/api-client';

/**
 * Issue 37 through /api and GraphQL: the AADSAS entries composed from every kind of log, what a
 * student adds to one, the CSV, the other types' logs, whose they are and what is refused. The
 * rules themselves are unit tests (contract/test, src/experiences/*.test.ts).
 */
type Experience = { id: string; type: string; organization: string; totalHours: number; logIds: string[] };

const { mode: _mode, ...specVisit } = validShadowingEntry;

/** A student with a visit (SPEC's payload, no mode), a virtual visit, a volunteer day and a research log. */
async function studentWithHours(name: string) {
  const { client } = await signedInClient(name);
  const add = async (path: string, body: object) => {
    const created = await client.post(path, body);
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  await add('/api/shadowing', specVisit);
  await add('/api/shadowing', { ...specVisit, doctorName: 'Dr. Omar Lee', mode: 'virtual', hours: 2 });
  await add('/api/volunteer', validVolunteerEntry);
  const log = await add('/api/experience-logs', validExperienceLog);
  const experiences = (await client.get('/api/experiences')).body as Experience[];
  return { client, log, experiences, research: experiences.find((entry) => entry.type === 'research')! };
}

describe('/api/experiences and /api/experience-logs', () => {
  it('composes the entries, takes what the student adds, and writes them as CSV', async () => {
    const { client, log, experiences, research } = await studentWithHours('aadsas');
    expect(experiences.map(({ type, totalHours }) => [type, totalHours])).toEqual([
      ['dental-shadowing-in-person', validShadowingEntry.hours],
      ['dental-shadowing-virtual', 2],
      ['research', validExperienceLog.hours],
      ['volunteer', validVolunteerEntry.hours],
    ]);
    expect(research).toMatchObject({ organization: validExperienceLog.organization, logIds: [log] });
    expect((await client.get('/api/shadowing')).body[0].mode).toBeDefined();

    const changed = await client.patch(`/api/experiences/${research.id}`, {
      contact: { name: 'Dr. Ada Park', email: 'ada@state.edu' },
      description: 'Ran protein assays for a study of enamel.',
      highlighted: true,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: {
        id: research.id,
        contact: { name: 'Dr. Ada Park', title: null, email: 'ada@state.edu', phone: null },
        highlighted: true,
      },
    });

    // Another day at the lab joins the same entry, which keeps what the student added.
    expect((await client.post('/api/experience-logs', { ...validExperienceLog, date: '2024-07-08' })).status).toBe(201);
    const again = ((await client.get('/api/experiences')).body as Experience[]).find(
      (entry) => entry.id === research.id,
    );
    expect(again).toMatchObject({ totalHours: 12, highlighted: true, contact: { name: 'Dr. Ada Park' } });

    const csv = await client.get('/api/experiences/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename=aadsas-experiences.csv');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines.map((line) => line.split(',')[0])).toEqual([
      'Experience Type',
      'Dental Shadowing (In Person)',
      'Dental Shadowing (Virtual)',
      'Research',
      'Volunteer',
      '',
    ]);
    expect(lines[3]).toContain('Dr. Ada Park,,ada@state.edu,,2024-07-01,2024-07-08,No,12,');

    const updated = await client.patch(`/api/experience-logs/${log}`, { hours: 3 });
    expect(updated).toMatchObject({ status: 200, body: { id: log, hours: 3, type: 'research' } });
    expect(await client.delete(`/api/experience-logs/${log}`)).toMatchObject({ status: 200, body: { success: true } });
    expect((await client.get('/api/experience-logs')).body).toHaveLength(1);
  });

  it('refuses bad input with 400 and its message, and changes nothing', async () => {
    const { client, log, experiences, research } = await studentWithHours('refused');
    const logsBefore = (await client.get('/api/experience-logs')).body;
    const refusals: [string, string, object, string][] = [
      [
        'post',
        '/api/experience-logs',
        { ...validExperienceLog, type: 'teaching' },
        'Type must be one of academic-enrichment, dental-experience, employment, extracurricular, research (shadowing and volunteer hours are logged at /api/shadowing and /api/volunteer)',
      ],
      ['post', '/api/experience-logs', { ...validExperienceLog, hours: 24.5 }, 'Hours must be at most 24 per entry'],
      ['patch', `/api/experience-logs/${log}`, { hours: 0 }, 'Hours must be greater than 0'],
      [
        'patch',
        `/api/experiences/${research.id}`,
        { description: 'a'.repeat(601) },
        'Description must be at most 600 characters (it has 601)',
      ],
      [
        'patch',
        `/api/experiences/${research.id}`,
        { contact: { email: 'ada at state' } },
        'Please enter a valid contact email',
      ],
    ];
    for (const [method, path, body, message] of refusals) {
      const answer = method === 'post' ? await client.post(path, body) : await client.patch(path, body);
      expect([path, answer.status, answer.body]).toEqual([path, 400, { message }]);
    }
    expect((await client.get('/api/experience-logs')).body).toEqual(logsBefore);
    expect((await client.get('/api/experiences')).body).toEqual(experiences);
  });

  it("keeps a student's entries and logs from everyone else, on /api and GraphQL", async () => {
    const owner = await studentWithHours('owner');
    const { client: other } = await signedInClient('other');
    const notFound = (what: string) => ({ status: 404, body: { message: `${what} not found` } });
    expect(await other.patch(`/api/experiences/${owner.research.id}`, { highlighted: true })).toMatchObject(
      notFound('Experience'),
    );
    expect(await other.patch(`/api/experience-logs/${owner.log}`, { hours: 1 })).toMatchObject(
      notFound('Experience log'),
    );
    expect(await other.delete(`/api/experience-logs/${owner.log}`)).toMatchObject(notFound('Experience log'));
    expect((await other.get('/api/experiences')).body).toEqual([]);
    expect((await other.get('/api/experience-logs')).body).toEqual([]);

    const operations = [
      'mutation ($id: ID!) { updateExperience(id: $id, input: { ongoing: true }) { id } }',
      'mutation ($id: ID!) { splitExperience(id: $id, logIds: []) { id } }',
      'mutation ($id: ID!) { updateExperienceLog(id: $id, input: { hours: 1 }) { id } }',
      'mutation ($id: ID!) { deleteExperienceLog(id: $id) }',
    ];
    const ids = [owner.research.id, owner.research.id, owner.log, owner.log];
    for (const [i, operation] of operations.entries()) {
      const answer = await other.graphql(operation, { id: ids[i] });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const move = await other.graphql(
      'mutation ($logId: ID!, $to: ID!) { moveExperienceLog(logId: $logId, toExperienceId: $to) { id } }',
      { logId: owner.log, to: owner.research.id },
    );
    expect(move.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect((await owner.client.get('/api/experiences')).body).toEqual(owner.experiences);
  });
});
