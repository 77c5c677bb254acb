import { answerByFor } from '@predental/applications-contract/answer-by';
import { newApplication } from '@predental/applications-contract/test-support/examples';
import { ADMIN_ONLY_MESSAGE } from '@predental/contracts/api-error';
import { adminClient, apiClient, signedInClient } from '../../../test-support/api-client';

type School = { id: string; name: string };

describe('applications through /api', () => {
  it('adds schools, records events and details, and answers the answer-by date and the budget', async () => {
    const { client } = await signedInClient('apply');
    const [first, second] = (await client.get('/api/dental-schools')).body as School[];
    const cycle = await client.get('/api/application-cycle');
    expect(cycle.status).toBe(200);
    expect(cycle.body).toMatchObject({ firstOfferOn: expect.any(String), aadsasFeeFirst: expect.any(Number) });
    expect((await client.get('/api/applications')).body).toEqual([]);

    const added = await client.post('/api/applications', { schoolId: first!.id });
    expect(added).toMatchObject({ status: 201, body: newApplication(expect.any(String), first!.id, first!.name) });
    const id = added.body.id as string;
    expect((await client.post('/api/applications', { schoolId: second!.id })).status).toBe(201);

    const details = { supplementalFee: 75, deposit: 500, secondaryDueOn: '2026-09-01', interviewOn: '2026-10-15' };
    expect(await client.patch(`/api/applications/${id}`, details)).toMatchObject({ status: 200, body: details });

    expect(
      (await client.post(`/api/applications/${id}/events`, { kind: 'submitted', date: '2026-06-02' })).status,
    ).toBe(201);
    // Recorded late and out of order: the stage is the latest by date.
    const offerOn = '2027-01-10';
    const offered = await client.post(`/api/applications/${id}/events`, { kind: 'offer', date: offerOn, note: 'Call' });
    await client.post(`/api/applications/${id}/events`, { kind: 'secondary-submitted', date: '2026-08-20' });
    const answer = answerByFor(offerOn, cycle.body);
    expect(offered).toMatchObject({
      status: 201,
      body: { stage: 'offer', answerBy: 'answerBy' in answer && answer.answerBy, answerByRule: expect.any(String) },
    });
    const [listed] = (await client.get('/api/applications')).body.filter((app: { id: string }) => app.id === id);
    expect(listed.stage).toBe('offer');
    expect(listed.events.map((event: { kind: string; date: string }) => [event.kind, event.date])).toEqual([
      ['submitted', '2026-06-02'],
      ['secondary-submitted', '2026-08-20'],
      ['offer', offerOn],
    ]);
    expect(listed.events[2]).toEqual({ id: expect.any(String), kind: 'offer', date: offerOn, note: 'Call' });

    // Two schools planned, one submitted with its secondary; no deposit paid yet.
    const { aadsasFeeFirst: firstFee, aadsasFeeAdditional: additional } = cycle.body;
    expect((await client.get('/api/applications/budget')).body).toEqual({
      aadsas: { planned: firstFee + additional, spent: firstFee },
      supplemental: { planned: 75, spent: 75 },
      deposits: { planned: 500, spent: 0 },
      total: { planned: firstFee + additional + 575, spent: firstFee + 75 },
    });

    const other = (await client.get('/api/applications')).body.find((app: { id: string }) => app.id !== id);
    expect(await client.delete(`/api/applications/${other.id}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await client.get('/api/applications')).body.map((app: { id: string }) => app.id)).toEqual([id]);
  });

  it('lets only admins change the cycle; students read it, visitors get 401', async () => {
    const { client: student } = await signedInClient('cycle');
    expect(await student.patch('/api/admin/application-cycle', { cycleName: 'Mine' })).toEqual(
      expect.objectContaining({ status: 403, body: { message: ADMIN_ONLY_MESSAGE } }),
    );
    expect((await apiClient().get('/api/application-cycle')).status).toBe(401);

    const admin = await adminClient();
    const { cycleName } = (await student.get('/api/application-cycle')).body;
    const changed = await admin.patch('/api/admin/application-cycle', { cycleName: 'Test cycle' });
    try {
      expect(changed).toMatchObject({ status: 200, body: { cycleName: 'Test cycle' } });
      expect((await student.get('/api/application-cycle')).body.cycleName).toBe('Test cycle');
    } finally {
      await admin.patch('/api/admin/application-cycle', { cycleName });
    }
  });
});
