import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ApolloGateway } from '@apollo/gateway';
import { addTypenameToDocument } from '@apollo/client/utilities';
import express from 'express';
import { parse, print, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { operationLimits, operationLimitsFromEnv, type OperationLimits } from '../src/operation-limits';
import { ROOT, SUPERGRAPH_FILE } from '../src/subgraphs';
import { listen } from '../../test-support/listen';

/**
 * Every GraphQL operation the screens and the REST bridge send stays well inside the gateway's
 * operation limits, so a screen whose operation the gateway would refuse fails here, not in use.
 */

// The screens' documents, as their modules build them with gql; hooks do nothing outside React.
const mockBuilt: string[] = [];
jest.mock('@apollo/client', () => ({
  gql: (literals: TemplateStringsArray | string, ...values: unknown[]) => {
    const text = typeof literals === 'string' ? literals : literals.reduce((all, part, i) => all + part + (i < values.length ? String(values[i]) : ''), '');
    mockBuilt.push(text);
    return text;
  },
  useQuery: () => ({ data: undefined, loading: false }),
  useMutation: () => [async () => ({}), { loading: false }],
  useApolloClient: () => ({}),
}));

// Lets every bridge route reach the gateway without a valid body: only the operation matters here.
jest.mock('../../rest-bridge/src/errors', () => ({
  ...jest.requireActual('../../rest-bridge/src/errors'),
  parseBody: (_res: unknown, _schema: unknown, body: unknown) => body ?? {},
}));

/** Documents some modules build on first use rather than at load: what makes them. */
const BUILT_ON_USE: Record<string, () => void> = {
  'mfe-experience/src/entries/api/entries.ts': () => {
    const { useEntries, useEntryMutations } = require('../../mfe-experience/src/entries/api/entries');
    const kinds = [require('../../mfe-experience/src/shadowing/shadowing-kind').SHADOWING, require('../../mfe-experience/src/volunteer/volunteer-kind').VOLUNTEER];
    for (const kind of kinds) {
      useEntries(kind);
      useEntryMutations(kind);
    }
  },
};

/** Every source file of the shell and the remotes that builds a GraphQL document. */
function screenFiles(): string[] {
  const folders = ['shell', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))].map((name) => `${name}/src`);
  return folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`)
      .filter((file) => /\bgql\b/.test(readFileSync(path.join(ROOT, file), 'utf8'))),
  );
}

const gqlCallSites = (file: string) => (readFileSync(path.join(ROOT, file), 'utf8').match(/\bgql(`|\()/g) ?? []).length;

/** Each file's documents as Apollo Client sends them (it adds __typename to every selection). */
function screenOperations(): Map<string, string[]> {
  const operations = new Map<string, string[]>();
  for (const file of screenFiles()) {
    mockBuilt.length = 0;
    require(path.join(ROOT, file));
    BUILT_ON_USE[file]?.();
    operations.set(file, mockBuilt.map((text) => print(addTypenameToDocument(parse(text)))));
  }
  return operations;
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

  it('finds every document: each gql call in the screens and each bridge route gives at least one', () => {
    const expected = (where: string) => (/\.tsx?$/.test(where) ? Math.max(gqlCallSites(where), 1) : 1);
    const missing = [...operations].filter(([where, documents]) => documents.length < expected(where)).map(([where]) => where);
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
