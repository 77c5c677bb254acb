import { AADSAS_LETTER_RULE } from '@predental/applications-contract/letters';
import { validLetter } from '@predental/applications-contract/test-support/examples';
import { signedInClient } from '../../../test-support/api-client';

type Letter = { id: string; status: string; evaluatorName: string };
const individual = (name: string, status = 'requested') => ({
  ...validLetter,
  evaluatorName: name,
  status,
});

describe('letters of evaluation through /api (issue 36)', () => {
  it('adds, lists, completes and deletes a letter', async () => {
    const { client } = await signedInClient('letters');
    const added = await client.post('/api/letters', validLetter);
    expect(added.status).toBe(201);
    const { id } = added.body as Letter;
    expect(added.body).toEqual({ id, ...validLetter, completedOn: null, notes: null });

    const completed = await client.patch(`/api/letters/${id}`, { status: 'completed', completedOn: '2026-10-02' });
    expect(completed.body).toMatchObject({ status: 'completed', completedOn: '2026-10-02', waived: true });
    expect((await client.get('/api/letters')).body).toEqual([completed.body]);

    expect((await client.delete(`/api/letters/${id}`)).body).toEqual({ success: true });
    expect((await client.get('/api/letters')).body).toEqual([]);
  });

  it('keeps to the AADSAS limit on requested, accepted and completed letters', async () => {
    const { client } = await signedInClient('letters');
    for (const status of ['requested', 'accepted', 'completed', 'requested'])
      expect((await client.post('/api/letters', individual(`Evaluator ${status}`, status))).status).toBe(201);
    const planned = (await client.post('/api/letters', individual('Dr. Planned', 'planned'))).body as Letter;
    expect(planned.status).toBe('planned');
    const before = (await client.get('/api/letters')).body;

    const refusals: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['a fifth individual letter', () => client.post('/api/letters', individual('Dr. Fifth'))],
      [
        'a committee letter beside four',
        () => client.post('/api/letters', { ...individual('Committee'), kind: 'committee' }),
      ],
      ['a planned letter asked for', () => client.patch(`/api/letters/${planned.id}`, { status: 'requested' })],
    ];
    for (const [what, attempt] of refusals)
      expect([what, await attempt()]).toEqual([
        what,
        expect.objectContaining({ status: 400, body: { message: AADSAS_LETTER_RULE } }),
      ]);
    expect((await client.get('/api/letters')).body).toEqual(before);

    // A declined letter frees its place.
    const asked = (before as Letter[]).find((letter) => letter.status === 'requested')!;
    expect((await client.patch(`/api/letters/${asked.id}`, { status: 'declined' })).status).toBe(200);
    expect((await client.patch(`/api/letters/${planned.id}`, { status: 'requested' })).status).toBe(200);
  });

  it('checks two letters added at once against each other: one of them is refused', async () => {
    const { client } = await signedInClient('letters');
    for (const name of ['Dr. One', 'Dr. Two', 'Dr. Three'])
      expect((await client.post('/api/letters', individual(name))).status).toBe(201);
    const racing = await Promise.all([
      client.post('/api/letters', individual('Dr. Four')),
      client.post('/api/letters', individual('Dr. Five')),
    ]);
    expect(racing.map((response) => response.status).sort()).toEqual([201, 400]);
    expect((await client.get('/api/letters')).body).toHaveLength(4);
  });
});
