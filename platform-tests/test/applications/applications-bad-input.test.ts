import { earlyOfferMessage } from '@predental/applications-contract/answer-by';
import { EVENT_KINDS } from '@predental/applications-contract/events';
import { adminClient, signedInClient } from '../../../test-support/api-client';

type Call = [method: 'post' | 'patch', path: string, body: unknown, message: string];

describe('bad input on the applications rows', () => {
  it('answers 400 with a clear message and changes nothing', async () => {
    const { client } = await signedInClient('badapp');
    const [school] = (await client.get('/api/dental-schools')).body as { id: string; name: string }[];
    const { id } = (await client.post('/api/applications', { schoolId: school!.id })).body as { id: string };
    const { firstOfferOn } = (await client.get('/api/application-cycle')).body;
    const before = (await client.get('/api/applications')).body;
    const events = `/api/applications/${id}/events`;

    const calls: Call[] = [
      ['post', '/api/applications', {}, 'School is required'],
      [
        'post',
        '/api/applications',
        { schoolId: 'ffffffffffffffffffffffff' },
        'Unknown school: choose a school from the directory',
      ],
      ['post', '/api/applications', { schoolId: school!.id }, `You already have an application to ${school!.name}`],
      ['post', events, { kind: 'party', date: '2026-06-01' }, `Event kind must be one of ${EVENT_KINDS.join(', ')}`],
      ['post', events, { kind: 'submitted', date: '2026-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
      [
        'post',
        events,
        { kind: 'submitted', date: '1999-12-31' },
        'Date must be between 2000-01-01 and one year from today',
      ],
      ['post', events, { kind: 'offer', date: '2026-06-01' }, earlyOfferMessage(firstOfferOn)],
      ['patch', `/api/applications/${id}`, { supplementalFee: -5 }, 'Supplemental fee must not be negative'],
      ['patch', `/api/applications/${id}`, { deposit: 'lots' }, 'Deposit must be a number of dollars'],
      ['patch', `/api/applications/${id}`, {}, 'Nothing to change'],
    ];
    for (const [method, path, body, message] of calls)
      expect([path, await client[method](path, body)]).toEqual([
        path,
        expect.objectContaining({ status: 400, body: { message } }),
      ]);
    expect(await client.raw('POST', '/api/applications', '{"schoolId": ')).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
    expect((await client.get('/api/applications')).body).toEqual(before);
  });

  it("refuses an admin's cycle change that breaks its rules and keeps the settings", async () => {
    const admin = await adminClient();
    const before = (await admin.get('/api/application-cycle')).body;
    for (const [body, message] of [
      [{ aadsasFeeFirst: -1 }, 'AADSAS fee for the first school must not be negative'],
      [{ shortWindowFrom: before.firstOfferOn }, 'The short response window must start after the first offer date'],
    ] as const)
      expect(await admin.patch('/api/admin/application-cycle', body)).toMatchObject({ status: 400, body: { message } });
    // applications-api renames the cycle meanwhile; only the fields refused here are compared.
    const { aadsasFeeFirst, shortWindowFrom } = (await admin.get('/api/application-cycle')).body;
    expect({ aadsasFeeFirst, shortWindowFrom }).toEqual({
      aadsasFeeFirst: before.aadsasFeeFirst,
      shortWindowFrom: before.shortWindowFrom,
    });
  });
});
