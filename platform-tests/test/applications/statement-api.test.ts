import { overLimitMessage } from '@predental/applications-contract/personal-statement';
import { signedInClient } from '../../../test-support/api-client';

interface Version {
  id: string;
  text: string;
  characters: number;
  words: number;
  overBy: number;
  final: boolean;
  savedAt: string;
}

describe('the personal statement rows', () => {
  it('saves versions without overwriting, autosaves the draft without a version, and marks one final', async () => {
    const { client } = await signedInClient('writer');
    const created = await client.post('/api/personal-statements', { title: 'Why oral health', text: 'Start.' });
    expect(created).toMatchObject({ status: 201, body: { title: 'Why oral health', draft: 'Start.', versions: [] } });
    const path = `/api/personal-statements/${created.body.id as string}`;

    const first = await client.post(`${path}/versions`, { text: 'My first 👍🏽 draft.\r\nSecond line.' });
    expect(first.status).toBe(201);
    const over = 'a'.repeat(4501);
    expect((await client.post(`${path}/versions`, { text: over })).status).toBe(201);

    // Autosave: the draft changes, the versions do not.
    const saved = await client.patch(path, { draft: `${over} and more` });
    expect(saved).toMatchObject({ status: 200, body: { draft: `${over} and more`, draftOverBy: 10 } });
    expect(saved.body.versions).toHaveLength(2);

    const read = (await client.get(path)).body as { id: string; title: string; versions: Version[] };
    expect(read.versions).toEqual([
      expect.objectContaining({
        text: 'My first 👍🏽 draft.\r\nSecond line.',
        characters: 30,
        words: 6,
        overBy: 0,
        final: false,
      }),
      expect.objectContaining({ text: over, characters: 4501, words: 1, overBy: 1, final: false }),
    ]);
    const [kept, tooLong] = read.versions as [Version, Version];

    expect(await client.post(`${path}/final`, { versionId: tooLong.id })).toMatchObject({
      status: 400,
      body: { message: overLimitMessage(1, 4500) },
    });
    const marked = await client.post(`${path}/final`, { versionId: kept.id });
    expect(marked.status).toBe(200);
    expect((marked.body.versions as Version[]).map((version) => version.final)).toEqual([true, false]);

    const list = (await client.get('/api/personal-statements')).body;
    expect(list).toEqual([
      expect.objectContaining({
        id: read.id,
        title: 'Why oral health',
        draftCharacters: 4510,
        finalVersion: expect.objectContaining({ id: kept.id, characters: 30 }),
      }),
    ]);
  });
});
