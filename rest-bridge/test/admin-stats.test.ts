import { bridgeInFrontOf, unavailable } from './service-down';

const counts = { userCount: 3, courseCount: 4, shadowingCount: 5, volunteerCount: 6, datScoreCount: 7 };

describe('/api/admin/stats with the applications area down', () => {
  it("answers the other areas' counts, the application counts null", async () => {
    const partial = { ...counts, applicationCount: null, applicationStages: null };
    const bridge = await bridgeInFrontOf({ data: partial, errors: [unavailable('applications')] });
    try {
      expect(await bridge.send('GET', '/api/admin/stats')).toEqual({ status: 200, body: partial });
    } finally {
      await bridge.close();
    }
  });

  it('still answers an error that is not an area being down', async () => {
    const forbidden = {
      message: 'You do not have permission to access the admin area.',
      extensions: { code: 'FORBIDDEN' },
    };
    const bridge = await bridgeInFrontOf({ data: { ...counts, applicationCount: null }, errors: [forbidden] });
    try {
      expect(await bridge.send('GET', '/api/admin/stats')).toEqual({
        status: 403,
        body: { message: forbidden.message },
      });
    } finally {
      await bridge.close();
    }
  });
});
