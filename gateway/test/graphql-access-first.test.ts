import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import {
  randomInternalSecret,
  startSubgraphUnderTest,
  type SubgraphUnderTest,
} from '../../test-support/subgraph-harness';
import { startCompiledService, type CompiledRun } from '../../test-support/service-process';
import { SUBGRAPHS as ALL_SUBGRAPHS } from '../src/subgraphs';

/**
 * The gateway in front of every subgraph, each with a fresh database: the refusal is theirs (the
 * entry only forwards /graphql), so the whole platform is not needed to see it.
 */
const SUBGRAPHS = ALL_SUBGRAPHS.map((subgraph) => subgraph.name);
const secret = randomInternalSecret();
let subgraphs: SubgraphUnderTest[] = [];
let gateway: CompiledRun;
beforeAll(async () => {
  subgraphs = await Promise.all(SUBGRAPHS.map((name) => startSubgraphUnderTest(name, {}, secret)));
  gateway = await startCompiledService('gateway', 'GATEWAY_PORT', {
    INTERNAL_SECRET: secret,
    ...Object.fromEntries(SUBGRAPHS.map((name, i) => [`${name.toUpperCase()}_URL`, `${subgraphs[i]!.url}/graphql`])),
  });
}, 90_000);
afterAll(async () => {
  await gateway?.stop();
  await Promise.all(subgraphs.map((subgraph) => subgraph.stop()));
});

type Answer = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
async function post(query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await fetch(`${gateway.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { cookie: response.headers.getSetCookie()[0]?.split(';')[0], body: (await response.json()) as Answer };
}

const schema = buildSchema(readFileSync(path.join(__dirname, '..', 'api-schema.graphql'), 'utf8'));
/**
 * What anyone may call: sign-in, sign-up and its puzzle, sign-out, and who am I; and the calendar
 * feed, whose private token is the credential (calendar apps send no cookie) and opens only that
 * student's calendar entries.
 */
const PUBLIC = new Set(['login', 'register', 'logout', 'signupChallenge', 'me', 'calendarFeed']);
const ADMIN_ONLY =
  /^(admin|createDentalSchool|updateDentalSchool|deleteDentalSchool|importDentalSchools|setSchoolFigure|removeSchoolFigure|importSchoolFigures|updateApplicationCycle)/;

/** An argument value GraphQL accepts but no contract does: empty inputs and lists, a made-up id, blank text. */
function emptyValue(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) return {};
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  return getNamedType(inner).name === 'Int' || getNamedType(inner).name === 'Float' ? -1 : '';
}

/** The field with every argument, selecting one leaf (or __typename) of what it answers. */
function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const variables = Object.fromEntries(field.args.map((arg) => [arg.name, emptyValue(arg.type)]));
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables,
  };
}

const fields = (['query', 'mutation'] as const).flatMap((kind) =>
  Object.values((kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields())
    .filter((field) => !PUBLIC.has(field.name))
    .map((field) => [`${kind} ${field.name}`, kind, field] as const),
);

describe('every GraphQL operation answers UNAUTHENTICATED or FORBIDDEN before it reads its input (issue 23)', () => {
  let student: string;
  beforeAll(async () => {
    const username = `access${process.pid.toString(36)}${Date.now().toString(36)}`;
    const signedUp = await post('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { username, email: `${username}@example.com`, password: 'Passw0rd!' },
    });
    if (!signedUp.cookie) throw new Error(`sign-up set no cookie: ${JSON.stringify(signedUp.body)}`);
    student = signedUp.cookie;
  });

  it.each(fields)('%s', async (_, kind, field) => {
    const { query, variables } = operation(kind, field);
    const anonymous = await post(query, variables);
    expect([anonymous.body.errors?.[0]?.extensions?.code, anonymous.body.errors?.[0]?.message]).toEqual([
      'UNAUTHENTICATED',
      'You must be signed in',
    ]);
    if (!ADMIN_ONLY.test(field.name)) return;
    const refused = await post(query, variables, student);
    expect([refused.body.errors?.[0]?.extensions?.code, refused.body.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      'You do not have permission to access the admin area.',
    ]);
  });
});
