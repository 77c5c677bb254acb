import { ADMIN_ONLY_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@predental/contracts/api-error';
import { adminClient, apiClient, signedInClient, type ApiClient } from '../../test-support/api-client';
import { academicsRoutes } from '../src/academics/routes';
import { experienceRoutes } from '../src/experience/routes';
import { identityRoutes } from '../src/identity/routes';
import { schoolsRoutes } from '../src/schools/routes';

/** Every row of SPEC §7 but those anyone may call: sign-in, sign-up (and its puzzle) and sign-out. */
const PUBLIC = new Set(['/simple-login', '/simple-register', '/simple-logout', '/signup-challenge']);
const ROWS = [...identityRoutes, ...academicsRoutes, ...experienceRoutes, ...schoolsRoutes].filter((row) => !PUBLIC.has(row.path));
const ID = '665f0000000000000000a001';

/** Empty and wrong-shaped bodies: each one a validation message for whoever may call the row. */
const BODIES = [{}, [], { name: '', courseName: '', date: '9999-12-31' }];

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

  it.each(ROWS.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))('%s', async (_, row) => {
    for (const body of BODIES) {
      const anonymous = await call(apiClient(), row, body);
      expect([body, anonymous.status, anonymous.body]).toEqual([body, 401, { message: NOT_SIGNED_IN_MESSAGE }]);
      if (!row.path.startsWith('/admin/')) continue;
      const refused = await call(student, row, body);
      expect([body, refused.status, refused.body]).toEqual([body, 403, { message: ADMIN_ONLY_MESSAGE }]);
      // An admin may read the contract: a body it refuses is a 400 with its message.
      if (row.method === 'post' || row.method === 'patch') expect((await call(admin, row, body)).status).toBe(400);
    }
  });
});
