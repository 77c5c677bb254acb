import { adminClient, apiClient, signedInClient, type ApiClient } from '../../../test-support/api-client';

const course = {
  courseName: 'Organic Chemistry',
  courseCode: 'CHEM 201',
  credits: 4,
  grade: 'A',
  isScience: true,
  semester: 'Fall',
  year: 2024,
};
const shadowing = { doctorName: 'Dr. Reyes', practice: 'Smile Dental', date: '2025-06-01', hours: 3, notes: null };
const volunteer = {
  organization: 'Food Bank',
  type: 'Community',
  supervisor: 'Sam',
  date: '2025-06-01',
  hours: 2,
  notes: null,
};
const addCourse = 'mutation($input: CourseInput!) { addCourse(input: $input) { courseName } }';

/** Bytes straight to the entry: fetch would encode a string as valid UTF-8. */
async function sendBytes(client: ApiClient, path: string, bytes: Uint8Array) {
  const response = await fetch(`${process.env.TEST_ENTRY_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie! },
    body: new Uint8Array(bytes) as unknown as BodyInit,
  });
  return { status: response.status, body: await response.json() };
}

describe('text that is not what it seems is refused; real text of every language is kept (issue 23)', () => {
  it('refuses a body that is not UTF-8, or holds an escaped lone surrogate, on /api and /graphql, storing nothing', async () => {
    const { client } = await signedInClient('text');
    const json = JSON.stringify(course);
    // "Organic" with its "g" replaced by 0xFF, a byte UTF-8 never uses.
    const bytes = Buffer.from(json.replace('Organic', 'Or\u0000anic'), 'utf8');
    bytes[bytes.indexOf(0)] = 0xff;
    expect(await sendBytes(client, '/api/courses', bytes)).toEqual({
      status: 400,
      body: { message: 'Request body is not valid UTF-8' },
    });
    const graphqlBytes = Buffer.from(
      JSON.stringify({ query: addCourse, variables: { input: course } }).replace('Organic', 'Or\u0000anic'),
      'utf8',
    );
    graphqlBytes[graphqlBytes.indexOf(0)] = 0xff;
    expect(await sendBytes(client, '/graphql', graphqlBytes)).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Request body is not valid UTF-8' }] },
    });

    const lone = json.replace('Organic', 'Organic \\ud800');
    expect(await client.raw('POST', '/api/courses', lone)).toMatchObject({
      status: 400,
      body: { message: 'Request body has text that is not valid Unicode' },
    });
    const loneGraphql = JSON.stringify({ query: addCourse, variables: { input: course } }).replace(
      'Organic',
      'Organic \\udc00',
    );
    expect(await client.raw('POST', '/graphql', loneGraphql)).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Request body has text that is not valid Unicode' }] },
    });
    expect((await client.get('/api/courses')).body).toEqual([]);
  });

  it('refuses bidirectional overrides and control characters in every free-text field, through /api and GraphQL', async () => {
    const { client } = await signedInClient('text');
    const admin = await adminClient();
    const sneaky = 'nimda\u202e';
    const cases: [ApiClient, string, string, Record<string, unknown>, string][] = [
      [client, 'POST', '/api/courses', { ...course, courseName: sneaky }, 'Course name'],
      [client, 'POST', '/api/courses', { ...course, courseCode: 'CHEM\u0007201' }, 'Course code'],
      [client, 'POST', '/api/courses', { ...course, institution: 'State\u2066 U' }, 'Institution'],
      [client, 'POST', '/api/shadowing', { ...shadowing, doctorName: sneaky }, "Doctor's name"],
      [client, 'POST', '/api/shadowing', { ...shadowing, practice: sneaky }, 'Practice name'],
      [client, 'POST', '/api/shadowing', { ...shadowing, notes: 'Line one\u202d' }, 'Notes'],
      [client, 'POST', '/api/volunteer', { ...volunteer, organization: sneaky }, 'Organization name'],
      [client, 'POST', '/api/volunteer', { ...volunteer, supervisor: '\u0000Sam' }, 'Supervisor information'],
      [client, 'POST', '/api/volunteer', { ...volunteer, type: 'Clinic\u2069' }, 'Volunteer type'],
      [client, 'POST', '/api/volunteer', { ...volunteer, notes: 'Saturday\u0008' }, 'Notes'],
      // A school's other text fields: subgraphs/schools/contract/test; the rule: packages/contracts/test.
      [
        admin,
        'POST',
        '/api/admin/dental-schools',
        {
          name: sneaky,
          state: 'Ohio',
          city: 'Columbus',
          tuition: 1,
          programLength: 4,
          scienceGpaAvg: 3,
          overallGpaAvg: 3,
          datAvg: 400,
        },
        'School name',
      ],
      [
        apiClient(),
        'POST',
        '/api/simple-register',
        { username: sneaky, email: 'bidi@example.com', password: 'Str0ng!Passw0rd' },
        'Username',
      ],
    ];
    for (const [caller, method, path, body, what] of cases) {
      const response = method === 'POST' ? await caller.post(path, body) : await caller.patch(path, body);
      expect([path, response.status, response.body]).toEqual([
        path,
        400,
        { message: `${what} must not contain control or text-direction characters` },
      ]);
    }
    const me = (await client.get<{ id: string }>('/api/user')).body;
    const renamed = await client.graphql(
      'mutation($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { username } }',
      { id: me.id, input: { username: '\u202enimda' } },
    );
    expect(renamed.body.errors?.[0]?.message).toBe('Username must not contain control or text-direction characters');
    expect((await client.get('/api/courses')).body).toEqual([]);
  });

  it('keeps accents, CJK, right-to-left text, marks and emoji exactly as sent', async () => {
    const { client } = await signedInClient('text');
    const text = { courseName: 'Química Orgánica 有机化学 🧪', institution: 'Université de Montréal' };
    const notes = 'שלום \u200fעולם\nمرحبا 👩‍⚕️\tदंत चिकित्सा';
    expect((await client.post('/api/courses', { ...course, ...text })).body).toMatchObject(text);
    expect(
      (await client.post('/api/shadowing', { ...shadowing, doctorName: 'Dr. Nguyễn Thị Hà', notes })).body,
    ).toMatchObject({ doctorName: 'Dr. Nguyễn Thị Hà', notes });
    const viaGraphql = await client.graphql<{ addCourse: { courseName: string } }>(addCourse, {
      input: { ...course, courseName: '歯科 🦷 Zahnmedizin' },
    });
    expect(viaGraphql.body.data?.addCourse.courseName).toBe('歯科 🦷 Zahnmedizin');
  });
});
