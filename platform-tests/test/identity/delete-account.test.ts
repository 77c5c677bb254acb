import { SERVICE_HEADER, signServiceCall } from '@predental/service-kit/service-call';
import { signViewer, VIEWER_HEADER } from '@predental/service-kit/viewer-token';
import { adminClient, apiClient } from '../../../test-support/api-client';
import { deleteAccount, documentsNaming, studentInEveryArea } from './student-in-every-area';

const uri = () => process.env.TEST_MONGODB_URI!;
const subgraphUrl = (name: string) => (JSON.parse(process.env.TEST_SUBGRAPH_URLS!) as Record<string, string>)[name]!;
const AREAS = ['identity', 'academics', 'experience', 'schools', 'applications'];
const areasOf = (found: Record<string, number>) => [...new Set(Object.keys(found).map((key) => key.split('.')[0]))];

/** An area's eraseStudentData asked straight at its subgraph with these headers. */
async function askToErase(area: string, userId: string, headers: Record<string, string>) {
  const response = await fetch(subgraphUrl(area), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: `mutation { eraseStudentData(userId: "${userId}") }` }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { extensions?: { code?: string } }[] },
  };
}

describe('DELETE /api/me', () => {
  it("removes the account and every record of it in every area's database, and nobody else's", async () => {
    const leaving = await studentInEveryArea('leaving');
    const staying = await studentInEveryArea('staying');
    const [leavingBefore, stayingBefore] = await documentsNaming(uri(), [leaving.user.id, staying.user.id]);
    expect(areasOf(leavingBefore!).sort()).toEqual([...AREAS].sort());
    const oldCookie = leaving.client.cookie;

    const answer = await deleteAccount(leaving.client, { password: leaving.account.password });

    expect(answer).toMatchObject({ status: 200, body: { deleted: true, pendingAreas: [] } });
    expect(answer.setCookie.some((line) => /^sid=;/.test(line))).toBe(true);
    expect(await documentsNaming(uri(), [leaving.user.id, staying.user.id])).toEqual([{}, stayingBefore]);
    expect((await staying.client.get('/api/courses')).body).toHaveLength(1);
    // The cookie the browser had is refused, wherever it is presented.
    const stolen = apiClient();
    stolen.cookie = oldCookie;
    expect((await stolen.get('/api/user')).status).toBe(401);
    expect((await stolen.get('/api/courses')).status).toBe(401);
    expect((await apiClient().post('/api/simple-login', leaving.account)).body).toMatchObject({ success: false });

    // The name is free at once: a new account, with nothing in it.
    const again = apiClient();
    const signUp = await again.post('/api/simple-register', leaving.account);
    expect(signUp.status).toBe(201);
    expect(signUp.body.id).not.toBe(leaving.user.id);
    for (const path of ['/api/courses', '/api/dat', '/api/shadowing', '/api/favorites/schools', '/api/applications'])
      expect((await again.get(path)).body).toEqual([]);
  });

  it('answers 403 for a missing or wrong password and deletes nothing', async () => {
    const student = await studentInEveryArea('careful');
    const before = await documentsNaming(uri(), [student.user.id]);
    expect(await deleteAccount(student.client, { password: 'Wrong-passw0rd!' })).toMatchObject({
      status: 403,
      body: { message: 'Password is incorrect' },
    });
    expect(await deleteAccount(student.client, {})).toMatchObject({
      status: 403,
      body: { message: 'Type your password to delete your account' },
    });
    expect(await documentsNaming(uri(), [student.user.id])).toEqual(before);
    expect((await student.client.get('/api/user')).status).toBe(200);
  });

  it('answers 409 to the admin, the last admin account, which stays', async () => {
    const admin = await adminClient();
    expect(await deleteAccount(admin, { password: 'Admin!Test1' })).toMatchObject({
      status: 409,
      body: { message: 'The last admin account cannot be deleted.' },
    });
    expect((await admin.get('/api/check-admin')).body).toEqual({ isAdmin: true });
  });

  it("erases an area's records for identity's signed call alone, never for a student's or an admin's", async () => {
    const student = await studentInEveryArea('guarded');
    const id = student.user.id;
    const asAdmin = signViewer(
      { id: '000000000000000000000001', username: 'admin', isAdmin: true, isPremium: false, sessionId: 's' },
      process.env.TEST_INTERNAL_SECRET!,
      'academics',
    );
    const refused = await askToErase('academics', id, { [VIEWER_HEADER]: asAdmin });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Signed for another area, it is not let in at all.
    const forSchools = signServiceCall('identity', process.env.TEST_INTERNAL_SECRET!, 'schools');
    expect((await askToErase('academics', id, { [SERVICE_HEADER]: forSchools })).status).toBe(403);
    // The gateway does not offer it to anyone.
    const viaGateway = await student.client.graphql(`mutation { eraseStudentData(userId: "${id}") }`);
    expect(viaGateway.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await student.client.get('/api/courses')).body).toHaveLength(1);
  });
});
