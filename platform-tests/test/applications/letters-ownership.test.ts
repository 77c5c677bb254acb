import { validLetter } from '@predental/applications-contract/test-support/examples';
import { signedInClient } from '../../../test-support/api-client';

const UPDATE = `mutation ($id: ID!) { updateLetter(id: $id, input: { status: "completed" }) { id } }`;
const REMOVE = `mutation ($id: ID!) { removeLetter(id: $id) }`;

describe("another student's letter", () => {
  it('answers 404 through /api, NOT_FOUND through GraphQL, and stays as it was', async () => {
    const { client: owner } = await signedInClient('lowner');
    const { client: other } = await signedInClient('lother');
    const { id } = (await owner.post('/api/letters', validLetter)).body as { id: string };
    const before = (await owner.get('/api/letters')).body;

    for (const path of [`/api/letters/${id}`, '/api/letters/not-an-id']) {
      expect((await other.patch(path, { status: 'completed' })).status).toBe(404);
      expect((await other.delete(path)).status).toBe(404);
    }
    for (const operation of [UPDATE, REMOVE])
      expect((await other.graphql(operation, { id })).body.errors?.[0]).toMatchObject({
        extensions: { code: 'NOT_FOUND' },
      });
    expect((await other.get('/api/letters')).body).toEqual([]);
    expect((await other.graphql('{ myLetters { id } }')).body.data).toEqual({ myLetters: [] });
    expect((await owner.get('/api/letters')).body).toEqual(before);

    // Requested 2026-09-01: past the seeded 21 days on the 23rd, for its owner only.
    const REMINDERS = `{ letterReminders(today: "2026-09-23") { id evaluatorEmail } }`;
    expect((await owner.graphql(REMINDERS)).body.data).toEqual({
      letterReminders: [{ id, evaluatorEmail: validLetter.evaluatorEmail }],
    });
    expect((await other.graphql(REMINDERS)).body.data).toEqual({ letterReminders: [] });
  });
});

describe('bad input on the letters rows', () => {
  it('answers 400 with a clear message and changes nothing', async () => {
    const { client } = await signedInClient('lbad');
    const { id } = (await client.post('/api/letters', validLetter)).body as { id: string };
    const before = (await client.get('/api/letters')).body;
    const one = `/api/letters/${id}`;

    const calls: [method: 'post' | 'patch', path: string, body: unknown, message: string][] = [
      ['post', '/api/letters', { ...validLetter, evaluatorEmail: 'ana@' }, 'Please enter a valid evaluator email'],
      ['post', '/api/letters', { ...validLetter, evaluatorName: '' }, 'Evaluator name is required'],
      [
        'post',
        '/api/letters',
        { ...validLetter, status: 'sent' },
        'Status must be one of planned, requested, accepted, completed, declined',
      ],
      [
        'patch',
        one,
        { role: 'coach' },
        'Role must be one of science-faculty, non-science-faculty, dentist, employer, other',
      ],
      ['patch', one, { kind: 'group' }, 'Kind must be one of individual, committee'],
      [
        'patch',
        one,
        { evaluatorName: 'Dr. \u202Ezeur' },
        'Evaluator name must not contain control or text-direction characters',
      ],
      ['patch', one, { notes: 'Ask\u0000again' }, 'Notes must not contain control or text-direction characters'],
      ['patch', one, { completedOn: '2026-08-01' }, 'Completed date must not be before the requested date'],
      ['patch', one, {}, 'Nothing to change'],
    ];
    for (const [method, path, body, message] of calls)
      expect([body, await client[method](path, body)]).toEqual([
        body,
        expect.objectContaining({ status: 400, body: { message } }),
      ]);
    expect((await client.get('/api/letters')).body).toEqual(before);
  });
});
