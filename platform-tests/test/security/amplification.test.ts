import { signedInClient, type ApiClient } from '../../../test-support/api-client';

/** One small request must not make the gateway build, hold and send a huge answer. */
const SCHOOL_FIELDS =
  'id name state city tuition tuitionNonResident inStateTuition programLength scienceGpaAvg overallGpaAvg datAvg acceptanceRate hasAcceleratedProgram isPublic websiteUrl notes isFavorite';

const aliased = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

async function timed(client: ApiClient, query: string) {
  const started = performance.now();
  const response = await client.graphql(query);
  return { ...response, ms: performance.now() - started, bytes: JSON.stringify(response.body).length };
}

function expectRefused(response: Awaited<ReturnType<ApiClient['graphql']>>, message: RegExp) {
  expect(response.status).toBe(400);
  expect(response.body.data).toBeUndefined();
  expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(response.body.errors?.[0]?.message).toMatch(message);
}

describe('amplification through /graphql', () => {
  let student: ApiClient;

  beforeAll(async () => {
    ({ client: student } = await signedInClient('amplifier'));
  });

  it('refuses 4,000 aliased school lists (~100 KB) at once, with a small answer', async () => {
    const query = `{ ${Array.from({ length: 4000 }, (_, i) => `s${i.toString(36)}:dentalSchools{...S}`).join('')} } fragment S on DentalSchool { ${SCHOOL_FIELDS} }`;
    expect(query.length).toBeGreaterThan(90_000);
    const response = await timed(student, query);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(response.body.errors?.[0]?.message).toMatch(/1000 tokens/);
    expect(response.bytes).toBeLessThan(1000);
    expect(response.ms).toBeLessThan(2000);
  });

  it('limits aliases even when the document is short', async () => {
    expectRefused(
      await student.graphql(`{ me { ${aliased(16, 'id')} } }`),
      /^Aliases limit of 15 exceeded, found 16\.$/,
    );
  });

  it('limits root fields, aliased or not', async () => {
    const fields =
      'courses { id } datScores { id } shadowingEntries { id } volunteerEntries { id } goals { shadowingGoal } dentalSchools { id } favoriteSchools { id } me { id } academicSummary { gpa { overall } } experienceSummary { shadowing { totalHours } } myApplications { id } applicationCycle { cycleName } applicationBudget { total { planned } } myCalendar { date }';
    expectRefused(
      await student.graphql(`{ ${fields} extra: dentalSchools { id } }`),
      /^Root fields limit of 14 exceeded, found 15\.$/,
    );
  });

  it('limits depth, fragments included', async () => {
    const nested = Array.from({ length: 10 }, () => '... on User {').join(' ');
    expectRefused(
      await student.graphql(`{ me { ${nested} id ${'}'.repeat(10)} } }`),
      /^Query depth limit of 8 exceeded, found \d+\.$/,
    );
  });

  it('limits the estimated cost of what stays inside the other limits', async () => {
    const me =
      'me { experienceSummary { shadowing { totalHours hoursThisMonth goal progressPercent } volunteer { totalHours hoursThisMonth goal progressPercent } } academicSummary { gpa { overall science totalCredits } } }';
    expectRefused(
      await student.graphql(`{ ${aliased(12, me)} }`),
      /^Query Cost limit of 600 exceeded, found \d+(\.\d+)?\.$/,
    );
  });

  it('gives no field suggestions that would map the schema', async () => {
    const response = await student.graphql('{ dentalSchool { id } }');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('still answers what the screens ask', async () => {
    const response = await student.graphql(`query DentalSchools { dentalSchools { ${SCHOOL_FIELDS} } }`);
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(Array.isArray((response.body.data as { dentalSchools: unknown }).dentalSchools)).toBe(true);
  });
});
