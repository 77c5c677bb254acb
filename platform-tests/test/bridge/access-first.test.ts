import { ADMIN_ONLY_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@predental/contracts/api-error';
import { validCourseInput, validDatScore } from '@predental/academics-contract/test-support/examples';
import {
  validExperienceLog,
  validShadowingEntry,
  validVolunteerEntry,
} from '@predental/experience-contract/test-support/examples';
import { validSchool } from '@predental/schools-contract/test-support/examples';
import { validLetter } from '@predental/applications-contract/test-support/examples';
import { adminClient, apiClient, signedInClient, type ApiClient } from '../../../test-support/api-client';
import { API_ROWS } from '../../../rest-bridge/src/api-rows';

/**
 * Every /api row but those anyone may call: sign-in, sign-up (and its puzzle), sign-out, and the
 * calendar's subscription address (its token is the credential).
 */
const PUBLIC = new Set([
  '/simple-login',
  '/simple-register',
  '/simple-logout',
  '/signup-challenge',
  '/calendar/:token.ics',
]);
const ROWS = API_ROWS.filter((row) => !PUBLIC.has(row.path));
const ID = '665f0000000000000000a001';

/** Empty and wrong-shaped bodies: each one a validation message for whoever may call the row. */
const BODIES = [{}, [], { name: '', courseName: '', date: '9999-12-31' }];

/** A body each row's contract takes: the caller's refusal must not depend on the body being wrong. */
const VALID: Record<string, unknown> = {
  'post /courses': validCourseInput,
  'post /courses/import': { courses: [validCourseInput] },
  'patch /courses/:id': { grade: 'B' },
  'post /dat': validDatScore,
  'patch /dat/:id': { biology: 510 },
  'post /shadowing': validShadowingEntry,
  'patch /shadowing/:id': { hours: 3 },
  'post /volunteer': validVolunteerEntry,
  'patch /volunteer/:id': { hours: 3 },
  'patch /goals': { shadowingGoal: 100 },
  'post /experience-logs': validExperienceLog,
  'patch /experience-logs/:id': { hours: 3 },
  'patch /experiences/:id': { highlighted: true },
  'post /change-password': { currentPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd!' },
  'patch /users/:id': { email: 'someone@example.com' },
  'post /favorites/schools': { schoolId: ID },
  'post /admin/dental-schools': validSchool,
  'post /admin/dental-schools/import': {
    rows: [{ name: 'Access Dental', state: 'Ohio', city: 'Columbus', programLength: '4' }],
  },
  'patch /admin/dental-schools/:id': { notes: 'Edited' },
  'patch /admin/application-cycle': { cycleName: '2026–2027' },
  'post /applications': { schoolId: ID },
  'patch /applications/:id': { deposit: 200 },
  'post /applications/:id/events': { kind: 'secondary-received', date: '2026-08-01' },
  'post /letters': validLetter,
  'patch /letters/:id': { status: 'completed' },
  'post /personal-statements': { title: 'Why oral health', text: '' },
  'patch /personal-statements/:id': { draft: 'Ever since my first cleaning' },
  'post /personal-statements/:id/versions': { text: 'Ever since my first cleaning' },
  'post /personal-statements/:id/final': { versionId: ID },
  // Issue 38: a data file's envelope (its parts are checked after the caller).
  'post /me/import': { format: 'predental-student-data', version: 1 },
};

async function call(client: ApiClient, row: (typeof ROWS)[number], body: unknown) {
  const path = `/api${row.path.replace(/:\w+/, ID)}`;
  if (row.method === 'get') return client.get(path);
  if (row.method === 'delete') return client.delete(path);
  return row.method === 'post' ? client.post(path, body) : client.patch(path, body);
}

describe('every /api row answers 401 or 403 before any validation message (issue 23)', () => {
  let student: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    student = (await signedInClient('access')).client;
    admin = await adminClient();
  });

  it('knows a valid body for every row that takes one', () => {
    for (const row of ROWS.filter((candidate) => candidate.method === 'post' || candidate.method === 'patch'))
      expect(VALID).toHaveProperty([`${row.method} ${row.path}`]);
  });

  it.each(ROWS.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))('%s', async (_, row) => {
    for (const body of [...BODIES, VALID[`${row.method} ${row.path}`]]) {
      const anonymous = await call(apiClient(), row, body);
      expect([body, anonymous.status, anonymous.body]).toEqual([body, 401, { message: NOT_SIGNED_IN_MESSAGE }]);
      if (!row.path.startsWith('/admin/')) continue;
      const refused = await call(student, row, body);
      expect([body, refused.status, refused.body]).toEqual([body, 403, { message: ADMIN_ONLY_MESSAGE }]);
      // An admin may read the contract: a body it refuses is a 400 with its message (the valid one is not sent: it would write).
      if ((row.method === 'post' || row.method === 'patch') && body !== VALID[`${row.method} ${row.path}`])
        expect((await call(admin, row, body)).status).toBe(400);
    }
  });
});
