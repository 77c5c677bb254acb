import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import { addTypenameToDocument } from '@apollo/client/utilities';
import express from 'express';
import { Kind, parse, print, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { operationLimits, operationLimitsFromEnv, type OperationLimits } from '../src/operation-limits';
import { SUPERGRAPH_FILE } from '../src/subgraphs';
import { loadOperationFiles } from '../../test-support/graphql-operations';
import { listen } from '../../test-support/listen';

/**
 * Every GraphQL operation the screens and the REST bridge send stays well inside the gateway's
 * operation limits, so a screen whose operation the gateway would refuse fails here, not in use.
 */

// Lets every bridge route reach the gateway without a valid body: only the operation matters here.
jest.mock('../../rest-bridge/src/errors', () => ({
  ...jest.requireActual('../../rest-bridge/src/errors'),
  parseBody: (_res: unknown, _schema: unknown, body: unknown) => body ?? {},
}));

/** Each screen operation file's document as Apollo Client sends it (it adds __typename to every selection). */
function screenOperations(): Map<string, string[]> {
  const screens = loadOperationFiles().filter(({ file, definitions }) => /^(shell|mfe-[^/]+)\//.test(file) && definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION));
  return new Map(screens.map(({ file, document }) => [file, [print(addTypenameToDocument(document))]]));
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

/** Every method and path of a router and the routers inside it. */
function walkRoutes(layers: RouterLayer[], found: { method: string; path: string }[] = []) {
  for (const layer of layers) {
    if (layer.route) for (const method of Object.keys(layer.route.methods)) found.push({ method, path: layer.route.path });
    else if (layer.handle.stack) walkRoutes(layer.handle.stack, found);
  }
  return found;
}

/** Calls every bridge route once against a stand-in gateway that records each operation and refuses it. */
async function bridgeOperations(): Promise<Map<string, string[]>> {
  const { createBridge } = require('../../rest-bridge/src/bridge') as typeof import('../../rest-bridge/src/bridge');
  let received: string[] = [];
  const fakeGateway = express();
  fakeGateway.post('/graphql', express.json(), (req, res) => {
    received.push(req.body.query);
    res.json({ errors: [{ message: 'recorded', extensions: { code: 'BAD_USER_INPUT' } }] });
  });
  const gateway = await listen(fakeGateway);
  const api = createBridge({ gatewayUrl: `${gateway.url}/graphql` });
  const bridge = await listen(express().use('/api', api));
  const operations = new Map<string, string[]>();
  try {
    for (const route of walkRoutes(api.stack as unknown as RouterLayer[])) {
      received = [];
      const body = route.method === 'get' || route.method === 'delete' ? undefined : '{}';
      await fetch(`${bridge.url}/api${route.path.replace(/:\w+/g, 'x')}`, { method: route.method.toUpperCase(), headers: { 'content-type': 'application/json' }, body });
      operations.set(`${route.method.toUpperCase()} /api${route.path}`, received);
    }
  } finally {
    await new Promise((resolve) => bridge.server.close(resolve));
    await new Promise((resolve) => gateway.server.close(resolve));
  }
  return operations;
}

function refusals(schema: GraphQLSchema, limits: OperationLimits, source: string): string[] {
  const { parseOptions, validationRules } = operationLimits(limits);
  try {
    return validate(schema, parse(source, parseOptions), [...specifiedRules, ...validationRules]).map((error) => error.message);
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
    operations = new Map([...screenOperations(), ...(await bridgeOperations())]);
  });

  afterAll(() => gateway.stop());

  it('finds every document: each screen operation file and each bridge route gives at least one', () => {
    const missing = [...operations].filter(([, documents]) => documents.length === 0).map(([where]) => where);
    expect(missing).toEqual([]);
    expect(operations.size).toBeGreaterThan(40);
  });

  it.each([
    ['the limits in force', (limits: OperationLimits) => limits],
    ['half of each limit, so none is close to being refused', (limits: OperationLimits) => Object.fromEntries(Object.entries(limits).map(([name, value]) => [name, Math.floor(value / 2)])) as unknown as OperationLimits],
  ])('every operation is valid and within %s', (_title, scale) => {
    const limits = scale(operationLimitsFromEnv());
    const refused = [...operations].flatMap(([where, documents]) => documents.map((source) => ({ where, source, errors: refusals(schema, limits, source) }))).filter((result) => result.errors.length > 0);
    expect(refused).toEqual([]);
  });
});
