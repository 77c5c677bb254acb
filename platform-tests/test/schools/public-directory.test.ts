import { aSchool } from '@predental/schools-contract/test-support/examples';
import { adminClient, apiClient, signedInClient, type ApiClient } from '../../../test-support/api-client';
import { startGatewayReplica, type CompiledRun } from '../../../test-support/service-process';
import { within } from '../../../test-support/within';

const DIRECTORY = '/api/dental-schools/directory';
/** DIRECTORY_VERSION_MS (1 s) for an edit through another replica, and SESSION_CACHE_MS (1 s) for a session ended there; with room for a busy machine. */
const BOUND_MS = 3_000;

const revalidate = (client: ApiClient, etag: string) =>
  client.send('GET', DIRECTORY, { headers: { 'if-none-match': etag } });

/**
 * The explorer's list (issue 39): the entry answers a repeat read 304 from the directory version it
 * read lately and the session its gateway trusts, without asking schools; it must never be stale
 * after a write through this entry, nor answer anyone signed out.
 */
describe('GET /api/dental-schools/directory, revalidated', () => {
  let admin: ApiClient;
  let student: ApiClient;
  let other: CompiledRun;
  beforeAll(async () => {
    [admin, { client: student }, other] = await Promise.all([
      adminClient(),
      signedInClient('directory'),
      startGatewayReplica(),
    ]);
  }, 90_000);
  afterAll(() => other?.stop());

  const version = async () => (await student.graphql('{ directoryVersion }')).body.data?.directoryVersion;
  const newSchool = async () => (await admin.post('/api/admin/dental-schools', aSchool())).body as { id: string };

  /** A read that leaves the entry knowing the directory's version: the next read within DIRECTORY_VERSION_MS asks schools nothing. */
  const warm = () => student.get(DIRECTORY);

  /** The list as the student's browser holds it now, and whether a repeat read answered 304 (owed while the version stays). */
  async function held() {
    const before = await version();
    const first = await student.get(DIRECTORY);
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({ 'cache-control': 'private, no-cache', etag: expect.any(String) });
    const repeat = await revalidate(student, first.headers.etag!);
    // Other test files write schools too: only an unchanged version (a fresh token per write) owes a 304.
    if ((await version()) === before) expect(repeat).toMatchObject({ status: 304, body: undefined });
    return first.headers.etag!;
  }

  it('answers 200 with the new version at once after an admin edit through this entry, by /api or /graphql', async () => {
    const school = await newSchool();
    const edits = [
      () => admin.patch(`/api/admin/dental-schools/${school.id}`, { tuition: 77_700 }),
      () =>
        admin.graphql(
          'mutation($id: ID!, $input: DentalSchoolInput!) { updateDentalSchool(id: $id, input: $input) { id } }',
          {
            id: school.id,
            input: { ...aSchool(), tuition: 77_800 },
          },
        ),
    ];
    for (const [i, edit] of edits.entries()) {
      const etag = await held();
      const edited = await edit();
      expect(edited.status).toBe(200);
      expect(edited.body.errors).toBeUndefined();
      const changed = await revalidate(student, etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body).toContainEqual(expect.objectContaining({ id: school.id, tuition: [77_700, 77_800][i] }));
    }
  });

  it('answers 200 with an edit made through another gateway within DIRECTORY_VERSION_MS', async () => {
    const school = await newSchool();
    const etag = await held();
    const edit = await fetch(`${other.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie! },
      body: JSON.stringify({
        query: 'mutation($id: ID!) { deleteDentalSchool(id: $id) }',
        variables: { id: school.id },
      }),
    });
    expect(await edit.json()).toEqual({ data: { deleteDentalSchool: school.id } });
    await within(BOUND_MS, async () => (await revalidate(student, etag)).status === 200);
    const listed = (await student.get(DIRECTORY)).body as { id: string }[];
    expect(listed.map(({ id }) => id)).not.toContain(school.id);
  });

  it('answers 401, never 304, to a signed-out client', async () => {
    const etag = await held();
    await warm();
    const refused = await revalidate(apiClient(), etag);
    expect(refused).toMatchObject({ status: 401, body: { message: expect.any(String) } });
  });

  it('answers 401, never 304, once the session ended: at once through this entry, within the bound through another', async () => {
    const { client: here } = await signedInClient('directory');
    const etag = await held();
    // Served (304, or 200 if another test file wrote schools meanwhile) while the session holds.
    expect((await revalidate(here, etag)).status).not.toBe(401);
    const cookie = here.cookie!;
    expect((await here.post('/api/simple-logout')).status).toBe(200);
    here.cookie = cookie;
    await warm();
    expect((await revalidate(here, etag)).status).toBe(401);

    const { client: there } = await signedInClient('directory');
    expect((await revalidate(there, etag)).status).not.toBe(401);
    const logout = await fetch(`${other.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: there.cookie! },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(await logout.json()).toEqual({ data: { logout: true } });
    await within(BOUND_MS, async () => {
      await warm();
      return (await revalidate(there, etag)).status === 401;
    });
  });
});
