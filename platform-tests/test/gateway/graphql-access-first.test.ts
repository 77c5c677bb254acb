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
import { apiClient, signedInClient, type ApiClient } from '../../../test-support/api-client';

/** Through the entry's /graphql, as a browser sends it: the refusal is the subgraphs', before any input is read. */
const schema = buildSchema(readFileSync(path.join(__dirname, '../../../gateway/api-schema.graphql'), 'utf8'));
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
  const anonymous = apiClient();
  let student: ApiClient;
  beforeAll(async () => {
    student = (await signedInClient('access')).client;
  });

  it.each(fields)('%s', async (_, kind, field) => {
    const { query, variables } = operation(kind, field);
    const refusal = await anonymous.graphql(query, variables);
    expect([refusal.body.errors?.[0]?.extensions?.code, refusal.body.errors?.[0]?.message]).toEqual([
      'UNAUTHENTICATED',
      'You must be signed in',
    ]);
    if (!ADMIN_ONLY.test(field.name)) return;
    const refused = await student.graphql(query, variables);
    expect([refused.body.errors?.[0]?.extensions?.code, refused.body.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      'You do not have permission to access the admin area.',
    ]);
  });
});
