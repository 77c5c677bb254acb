import { student, subgraphAlone } from '../../../test-support/subgraph-harness';

/** The applications subgraph while the schools area does not answer (nothing listens on port 9). */
const applications = subgraphAlone('applications', { SCHOOLS_URL: 'http://127.0.0.1:9/graphql' });

describe('adding an application while schools is down', () => {
  it('answers that schools is unavailable and stores nothing; the rest still reads', async () => {
    const me = student();
    const added = await applications.query('mutation { addApplication(schoolId: "any") { id } }', {}, me);
    expect(added.errors?.[0]).toMatchObject({
      message: 'The schools service is unavailable. Please try again shortly.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect((await applications.query('{ myApplications { id } }', {}, me)).data).toEqual({ myApplications: [] });
    expect((await applications.query('{ applicationCycle { cycleName } }', {}, me)).data).toEqual({
      applicationCycle: { cycleName: '2026–2027' },
    });
  });
});
