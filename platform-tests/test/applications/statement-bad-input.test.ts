import { signedInClient } from '../../../test-support/api-client';

type Call = [method: 'post' | 'patch', path: string, body: unknown, message: string];

const HIDDEN = 'must not contain control or text-direction characters';

describe('bad input on the personal statement rows', () => {
  it('answers 400 with a clear message and changes nothing', async () => {
    const { client } = await signedInClient('badstatement');
    const { id } = (await client.post('/api/personal-statements', { title: 'Draft', text: 'Kept.' })).body as {
      id: string;
    };
    const path = `/api/personal-statements/${id}`;
    const list = (await client.get('/api/personal-statements')).body;
    const before = (await client.get(path)).body;

    const calls: Call[] = [
      ['post', '/api/personal-statements', { text: 'No title' }, 'Title is required'],
      ['post', '/api/personal-statements', { title: 'Draft\u202E1' }, `Title ${HIDDEN}`],
      ['post', '/api/personal-statements', { title: 'Two\nlines' }, `Title ${HIDDEN}`],
      [
        'post',
        '/api/personal-statements',
        { title: 'Long', text: 'a'.repeat(50_001) },
        'Statement must be at most 50,000 characters',
      ],
      ['post', `${path}/versions`, { text: 'x'.repeat(50_001) }, 'Statement must be at most 50,000 characters'],
      ['post', `${path}/versions`, { text: 'Bell\u0007' }, `Statement ${HIDDEN}`],
      ['post', `${path}/versions`, {}, 'Statement must be text'],
      ['patch', path, { draft: '\u2067hidden' }, `Draft ${HIDDEN}`],
      ['patch', path, { draft: 'y'.repeat(50_001) }, 'Draft must be at most 50,000 characters'],
      ['post', `${path}/final`, {}, 'Version is required'],
    ];
    for (const [method, target, body, message] of calls)
      expect([target, await client[method](target, body)]).toEqual([
        target,
        expect.objectContaining({ status: 400, body: { message } }),
      ]);
    expect((await client.post(`${path}/final`, { versionId: 'ffffffffffffffffffffffff' })).status).toBe(404);
    expect((await client.get('/api/personal-statements')).body).toEqual(list);
    expect((await client.get(path)).body).toEqual(before);
  });
});
