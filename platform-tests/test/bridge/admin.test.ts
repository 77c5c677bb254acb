import { validCourseInput, validDatScore } from '@predental/academics-contract/test-support/examples';
import { validShadowingEntry, validVolunteerEntry } from '@predental/experience-contract/test-support/examples';
import { adminClient, apiClient, signedInClient } from '../../../test-support/api-client';

const STATS_QUERY = '{ adminUserCount adminCourseCount adminShadowingCount adminVolunteerCount adminDatScoreCount }';

describe('admin rows through /api', () => {
  it('tells admins, students and visitors apart on /api/check-admin', async () => {
    const admin = await adminClient();
    const { client: student } = await signedInClient('student');
    expect(await admin.get('/api/check-admin')).toMatchObject({ status: 200, body: { isAdmin: true } });
    expect(await student.get('/api/check-admin')).toMatchObject({ status: 200, body: { isAdmin: false } });
    expect((await apiClient().get('/api/check-admin')).status).toBe(401);
  });

  it("counts every student's courses, shadowing, volunteer entries, DAT scores and applications", async () => {
    const admin = await adminClient();
    const before = (await admin.get('/api/admin/stats')).body;
    expect(Object.keys(before).sort()).toEqual([
      'applicationCount',
      'applicationStages',
      'courseCount',
      'datScoreCount',
      'shadowingCount',
      'userCount',
      'volunteerCount',
    ]);

    const { client: student } = await signedInClient('counted');
    const added = await Promise.all([
      student.post('/api/courses', validCourseInput),
      student.post('/api/shadowing', validShadowingEntry),
      student.post('/api/volunteer', validVolunteerEntry),
      student.post('/api/dat', validDatScore),
      student.post('/api/applications', { schoolId: (await student.get('/api/dental-schools')).body[0].id }),
    ]);
    for (const response of added) expect(response.status).toBe(201);

    const after = await admin.get('/api/admin/stats');
    expect(after.status).toBe(200);
    // Other test files share the stack, so counts may have grown by more than ours.
    const { applicationStages, ...counts } = before;
    for (const key of Object.keys(counts)) expect(after.body[key]).toBeGreaterThanOrEqual(before[key] + 1);
    const planned = (stages: { stage: string; count: number }[]) => stages.find((s) => s.stage === 'planned')!.count;
    expect(planned(after.body.applicationStages)).toBeGreaterThanOrEqual(planned(applicationStages) + 1);
  });

  it('lists users with their admin flag and never their password', async () => {
    const admin = await adminClient();
    const { user } = await signedInClient('listed');
    const response = await admin.get('/api/admin/users');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ id: user.id, username: user.username, email: user.email, isAdmin: false });
    expect(response.body).toContainEqual(expect.objectContaining({ username: 'admin', isAdmin: true }));
    for (const row of response.body) expect(Object.keys(row).sort()).toEqual(['email', 'id', 'isAdmin', 'username']);
  });

  it('answers 403 to students on every admin row and FORBIDDEN through GraphQL', async () => {
    const { client: student } = await signedInClient('nosy');
    for (const path of ['/api/admin/stats', '/api/admin/users']) {
      expect(await student.get(path)).toMatchObject({
        status: 403,
        body: { message: 'You do not have permission to access the admin area.' },
      });
    }
    for (const field of [
      'adminUserCount',
      'adminCourseCount',
      'adminShadowingCount',
      'adminVolunteerCount',
      'adminDatScoreCount',
      'adminUsers { id }',
    ]) {
      const result = await student.graphql(`{ ${field} }`);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.body.data ?? null).toBeNull();
    }
    const stats = await student.graphql(STATS_QUERY);
    expect(stats.body.data ?? null).toBeNull();
    expect(new Set(stats.body.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['FORBIDDEN']));
  });

  it('answers 401 to visitors', async () => {
    const visitor = apiClient();
    for (const path of ['/api/admin/stats', '/api/admin/users']) expect((await visitor.get(path)).status).toBe(401);
  });
});
