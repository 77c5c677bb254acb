import { signedInClient } from '../../../test-support/api-client';

const ONE = `query ($id: ID!) { personalStatement(id: $id) { id draft } }`;
const SAVE = `mutation ($id: ID!) { saveStatementDraft(statementId: $id, draft: "mine now") { id } }`;

describe("another student's personal statement", () => {
  it('answers 404 through /api and NOT_FOUND through GraphQL, and stays as it was', async () => {
    const { client: owner } = await signedInClient('author');
    const { client: other } = await signedInClient('reader');
    const { id } = (await owner.post('/api/personal-statements', { title: 'Mine', text: 'Private words.' })).body as {
      id: string;
    };
    const version = (await owner.post(`/api/personal-statements/${id}/versions`, { text: 'Private words.' })).body
      .versions[0].id as string;
    const before = (await owner.get(`/api/personal-statements/${id}`)).body;

    for (const path of [`/api/personal-statements/${id}`, '/api/personal-statements/not-an-id']) {
      expect((await other.get(path)).status).toBe(404);
      expect((await other.patch(path, { draft: 'mine now' })).status).toBe(404);
      expect((await other.post(`${path}/versions`, { text: 'mine now' })).status).toBe(404);
      expect((await other.post(`${path}/final`, { versionId: version })).status).toBe(404);
    }
    for (const operation of [ONE, SAVE])
      expect((await other.graphql(operation, { id })).body.errors?.[0]).toMatchObject({
        extensions: { code: 'NOT_FOUND' },
      });
    expect((await other.get('/api/personal-statements')).body).toEqual([]);
    expect((await owner.get(`/api/personal-statements/${id}`)).body).toEqual(before);
  });
});
