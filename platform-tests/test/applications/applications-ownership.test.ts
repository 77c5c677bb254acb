import { signedInClient } from '../../../test-support/api-client';

describe("another student's application through /api", () => {
  it('answers 404 to every change and leaves it as it was', async () => {
    const { client: owner } = await signedInClient('owner');
    const { client: other } = await signedInClient('other');
    const [school] = (await owner.get('/api/dental-schools')).body as { id: string }[];
    const { id } = (await owner.post('/api/applications', { schoolId: school!.id })).body as { id: string };
    const before = (await owner.get('/api/applications')).body;

    for (const path of [`/api/applications/${id}`, '/api/applications/not-an-id']) {
      expect((await other.patch(path, { deposit: 1 })).status).toBe(404);
      expect((await other.delete(path)).status).toBe(404);
      expect((await other.post(`${path}/events`, { kind: 'submitted', date: '2026-06-01' })).status).toBe(404);
    }
    expect((await other.get('/api/applications')).body).toEqual([]);
    expect((await owner.get('/api/applications')).body).toEqual(before);
  });
});
