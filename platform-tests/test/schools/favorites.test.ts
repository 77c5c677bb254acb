import { adminClient, signedInClient } from '../../../test-support/api-client';
import { aSchool } from '@predental/schools-contract/test-support/examples';

type Listed = { id: string; isFavorite: boolean };

async function twoSchools() {
  const admin = await adminClient();
  const first = (await admin.post('/api/admin/dental-schools', aSchool())).body;
  const second = (await admin.post('/api/admin/dental-schools', aSchool({ isPublic: true, inStateTuition: 40_000 })))
    .body;
  return { admin, first, second };
}

const flagOf = (list: Listed[], id: string) => list.find((s) => s.id === id)?.isFavorite;

describe('favorite schools through /api/favorites/schools', () => {
  it('adds, lists and removes favorites, and marks them in the school list', async () => {
    const { first, second } = await twoSchools();
    const { client } = await signedInClient('fav');
    expect((await client.get('/api/favorites/schools')).body).toEqual([]);
    const schools = (await client.get('/api/dental-schools')).body as Listed[];
    expect(schools).toContainEqual(first);
    expect(flagOf(schools, second.id)).toBe(false);

    const added = await client.post('/api/favorites/schools', { schoolId: second.id });
    expect(added).toMatchObject({ status: 201, body: { ...second, isFavorite: true } });
    // Saving twice keeps one favorite.
    expect((await client.post('/api/favorites/schools', { schoolId: second.id })).status).toBe(201);
    expect((await client.get('/api/favorites/schools')).body).toEqual([{ ...second, isFavorite: true }]);
    const marked = (await client.get('/api/dental-schools')).body as Listed[];
    expect(flagOf(marked, second.id)).toBe(true);
    expect(flagOf(marked, first.id)).toBe(false);

    expect(await client.delete(`/api/favorites/schools/${second.id}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await client.get('/api/favorites/schools')).body).toEqual([]);
    expect(flagOf((await client.get('/api/dental-schools')).body, second.id)).toBe(false);
    // Removing what is not saved is allowed.
    expect((await client.delete(`/api/favorites/schools/${second.id}`)).status).toBe(200);
  });

  it("keeps each student's favorites apart", async () => {
    const { first, second } = await twoSchools();
    const a = await signedInClient('fava');
    const b = await signedInClient('favb');
    await a.client.post('/api/favorites/schools', { schoolId: first.id });
    await b.client.post('/api/favorites/schools', { schoolId: second.id });

    expect((await a.client.get('/api/favorites/schools')).body.map((s: Listed) => s.id)).toEqual([first.id]);
    expect((await b.client.get('/api/favorites/schools')).body.map((s: Listed) => s.id)).toEqual([second.id]);
    expect(flagOf((await b.client.get('/api/dental-schools')).body, first.id)).toBe(false);

    await b.client.delete(`/api/favorites/schools/${first.id}`);
    expect((await a.client.get('/api/favorites/schools')).body.map((s: Listed) => s.id)).toEqual([first.id]);
  });

  it("never answers one student's favorites to another, whose ETags differ", async () => {
    const { first, second } = await twoSchools();
    const a = (await signedInClient('etaga')).client;
    const b = (await signedInClient('etagb')).client;
    await a.post('/api/favorites/schools', { schoolId: first.id });
    await b.post('/api/favorites/schools', { schoolId: second.id });
    const read = (client: typeof a, etag: string) =>
      client.send<Listed[]>('GET', '/api/dental-schools', { headers: { 'if-none-match': etag } });

    const ofA = await a.get('/api/dental-schools');
    const ofB = await b.get('/api/dental-schools');
    expect(ofA.headers.etag).not.toBe(ofB.headers.etag);
    // B sends A's ETag: B gets B's own list, never a 304 that would let B's browser show A's.
    const bWithA = await read(b, ofA.headers.etag!);
    expect(bWithA.status).toBe(200);
    expect([flagOf(bWithA.body, first.id), flagOf(bWithA.body, second.id)]).toEqual([false, true]);
    expect([flagOf(ofA.body, first.id), flagOf(ofA.body, second.id)]).toEqual([true, false]);

    // A's own favorite changes A's ETag: the list A held is answered anew.
    await a.post('/api/favorites/schools', { schoolId: second.id });
    const afterSaving = await read(a, ofA.headers.etag!);
    expect(afterSaving.status).toBe(200);
    expect([flagOf(afterSaving.body, first.id), flagOf(afterSaving.body, second.id)]).toEqual([true, true]);
  });

  it("removes a deleted school from everyone's favorites", async () => {
    const { admin, first, second } = await twoSchools();
    const a = await signedInClient('favdel');
    const b = await signedInClient('favdel');
    for (const client of [a.client, b.client]) {
      await client.post('/api/favorites/schools', { schoolId: first.id });
      await client.post('/api/favorites/schools', { schoolId: second.id });
    }
    expect((await admin.delete(`/api/admin/dental-schools/${first.id}`)).status).toBe(200);
    for (const client of [a.client, b.client]) {
      expect((await client.get('/api/favorites/schools')).body.map((s: Listed) => s.id)).toEqual([second.id]);
      expect((await client.get('/api/dental-schools')).body.map((s: Listed) => s.id)).not.toContain(first.id);
    }
  });

  it('answers 404 for an unknown school and 400 for a missing id', async () => {
    const { client } = await signedInClient('fav');
    expect(await client.post('/api/favorites/schools', { schoolId: '0123456789abcdef01234567' })).toMatchObject({
      status: 404,
      body: { message: 'Dental school not found' },
    });
    expect((await client.post('/api/favorites/schools', { schoolId: 'not-an-id' })).status).toBe(404);
    expect((await client.delete('/api/favorites/schools/0123456789abcdef01234567')).status).toBe(404);
    expect(await client.post('/api/favorites/schools', {})).toMatchObject({
      status: 400,
      body: { message: 'schoolId is required' },
    });
    expect((await client.post('/api/favorites/schools', { schoolId: 42 })).status).toBe(400);
    expect(await client.raw('POST', '/api/favorites/schools', '{"schoolId"')).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
    expect((await client.get('/api/favorites/schools')).body).toEqual([]);
  });

  it('works the same through GraphQL', async () => {
    const { first } = await twoSchools();
    const { client } = await signedInClient('favgql');
    const add = await client.graphql('mutation($id: ID!) { addFavoriteSchool(schoolId: $id) { id isFavorite } }', {
      id: first.id,
    });
    expect(add.body.data.addFavoriteSchool).toEqual({ id: first.id, isFavorite: true });
    const list = await client.graphql('{ favoriteSchools { id } dentalSchools { id isFavorite } }');
    expect(list.body.data.favoriteSchools).toEqual([{ id: first.id }]);
    expect(list.body.data.dentalSchools).toContainEqual({ id: first.id, isFavorite: true });
    const remove = await client.graphql(
      'mutation($id: ID!) { removeFavoriteSchool(schoolId: $id) { id isFavorite } }',
      { id: first.id },
    );
    expect(remove.body.data.removeFavoriteSchool).toEqual({ id: first.id, isFavorite: false });
  });
});
