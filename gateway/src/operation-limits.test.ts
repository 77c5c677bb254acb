import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionNode,
} from 'graphql';
import { operationLimits, operationLimitsFromEnv, type OperationLimits } from './operation-limits';
import { SUPERGRAPH_FILE } from './subgraphs';
import { loadOperationFiles } from '../../scripts/schema-check/graphql-operations';
import { API_ROWS } from '../../rest-bridge/src/api-rows';

/**
 * Every GraphQL operation the screens and the REST bridge send stays well inside the gateway's
 * operation limits, so a screen whose operation the gateway would refuse fails here, not in use.
 */

/**
 * Each screen operation file's document as Apollo Client sends it (it adds __typename to every
 * selection), the area contracts' shared operations included: the screens send them too.
 */
function screenOperations(): Map<string, string[]> {
  const screens = loadOperationFiles().filter(
    ({ file, definitions }) =>
      /^(shell|mfe-[^/]+|subgraphs\/[^/]+\/contract)\//.test(file) &&
      definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
  );
  return new Map(screens.map(({ file, document }) => [file, [print(addTypenameToDocument(document))]]));
}

/** Every bridge row's operation, by its method and path. */
function bridgeOperations(): Map<string, string[]> {
  return new Map(
    API_ROWS.map((row) => [
      `${row.method.toUpperCase()} /api${row.path}`,
      [row.operation, ...(row.moreOperations ?? [])],
    ]),
  );
}

/**
 * The operation with each fragment's fields written where it is spread: what it really asks for.
 * graphql-armor counts a spread as levels of its own (depth, and cost that grows with depth), so an
 * entity's shared fragment costs more as sent than written out; the margin is kept on what is asked.
 */
function spreadsWrittenOut(document: DocumentNode): DocumentNode {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const writeOut = (selections: readonly SelectionNode[]): SelectionNode[] =>
    selections.flatMap((selection) =>
      selection.kind === Kind.FRAGMENT_SPREAD
        ? writeOut(fragments.get(selection.name.value)?.selectionSet.selections ?? [])
        : [selection],
    );
  const operations = document.definitions.filter((definition) => definition.kind !== Kind.FRAGMENT_DEFINITION);
  return visit(
    { ...document, definitions: operations },
    { SelectionSet: (set) => ({ ...set, selections: writeOut(set.selections) }) },
  );
}

function refusals(
  schema: GraphQLSchema,
  limits: OperationLimits,
  source: string,
  asked: (document: DocumentNode) => DocumentNode,
): string[] {
  const { parseOptions, validationRules } = operationLimits(limits);
  try {
    return validate(schema, asked(parse(source, parseOptions)), [...specifiedRules, ...validationRules]).map(
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
    ['the limits in force, as sent', (limits: OperationLimits) => limits, (document: DocumentNode) => document],
    [
      'half of each limit, what it asks for, so none is close to being refused',
      (limits: OperationLimits) =>
        Object.fromEntries(
          Object.entries(limits).map(([name, value]) => [name, Math.floor(value / 2)]),
        ) as unknown as OperationLimits,
      spreadsWrittenOut,
    ],
  ])('every operation is valid and within %s', (_title, scale, asked) => {
    const limits = scale(operationLimitsFromEnv());
    const refused = [...operations]
      .flatMap(([where, documents]) =>
        documents.map((source) => ({ where, source, errors: refusals(schema, limits, source, asked) })),
      )
      .filter((result) => result.errors.length > 0);
    expect(refused).toEqual([]);
  });
});
