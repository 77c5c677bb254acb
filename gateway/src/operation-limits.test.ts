import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, print, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { operationLimits, operationLimitsFromEnv, type OperationLimits } from './operation-limits';
import { SUPERGRAPH_FILE } from './subgraphs';
import { loadOperationFiles } from '../../scripts/schema-check/graphql-operations';
import { academicsRoutes } from '../../rest-bridge/src/academics/routes';
import { experienceRoutes } from '../../rest-bridge/src/experience/routes';
import { identityRoutes } from '../../rest-bridge/src/identity/routes';
import { schoolsRoutes } from '../../rest-bridge/src/schools/routes';

/**
 * Every GraphQL operation the screens and the REST bridge send stays well inside the gateway's
 * operation limits, so a screen whose operation the gateway would refuse fails here, not in use.
 */

/** Each screen operation file's document as Apollo Client sends it (it adds __typename to every selection). */
function screenOperations(): Map<string, string[]> {
  const screens = loadOperationFiles().filter(
    ({ file, definitions }) =>
      /^(shell|mfe-[^/]+)\//.test(file) &&
      definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
  );
  return new Map(screens.map(({ file, document }) => [file, [print(addTypenameToDocument(document))]]));
}

/** Every bridge row's operation, by its method and path. */
function bridgeOperations(): Map<string, string[]> {
  const rows = [...identityRoutes, ...academicsRoutes, ...experienceRoutes, ...schoolsRoutes];
  return new Map(rows.map((row) => [`${row.method.toUpperCase()} /api${row.path}`, [row.operation]]));
}

function refusals(schema: GraphQLSchema, limits: OperationLimits, source: string): string[] {
  const { parseOptions, validationRules } = operationLimits(limits);
  try {
    return validate(schema, parse(source, parseOptions), [...specifiedRules, ...validationRules]).map(
      (error) => error.message,
    );
  } catch (error) {
    return [String(error)];
  }
}

describe("the screens' and the bridge's operations against the gateway's limits", () => {
  const gateway = new ApolloGateway({ supergraphSdl: readFileSync(SUPERGRAPH_FILE, 'utf8') });
  let schema: GraphQLSchema;
  let operations: Map<string, string[]>;

  beforeAll(async () => {
    schema = (await gateway.load()).schema;
    operations = new Map([...screenOperations(), ...bridgeOperations()]);
  });

  afterAll(() => gateway.stop());

  it('finds every document: each screen operation file and each bridge route gives at least one', () => {
    const missing = [...operations].filter(([, documents]) => documents.length === 0).map(([where]) => where);
    expect(missing).toEqual([]);
    expect(operations.size).toBeGreaterThan(40);
  });

  it.each([
    ['the limits in force', (limits: OperationLimits) => limits],
    [
      'half of each limit, so none is close to being refused',
      (limits: OperationLimits) =>
        Object.fromEntries(
          Object.entries(limits).map(([name, value]) => [name, Math.floor(value / 2)]),
        ) as unknown as OperationLimits,
    ],
  ])('every operation is valid and within %s', (_title, scale) => {
    const limits = scale(operationLimitsFromEnv());
    const refused = [...operations]
      .flatMap(([where, documents]) =>
        documents.map((source) => ({ where, source, errors: refusals(schema, limits, source) })),
      )
      .filter((result) => result.errors.length > 0);
    expect(refused).toEqual([]);
  });
});
