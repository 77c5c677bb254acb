import { randomBytes } from 'node:crypto';
import type { Viewer } from '@predental/contracts/viewer';
import mongoose from 'mongoose';
import { startSubgraphProcess } from './service-process';
import { VIEWER_HEADER, signViewer } from '@predental/service-kit/viewer-token';

/**
 * One subgraph alone, as its team tests it: its own code in its own process on a free port, a
 * fresh database of its own on the engine at TEST_MONGODB_URI, and a random internal secret, so
 * only this harness can sign the viewer the gateway would vouch for.
 */

/** A 24-hex id like the ones identity gives, new on every call. */
const newId = () => randomBytes(12).toString('hex');

/** A signed-in student; every call is another person unless `fields` says who. */
export function student(fields: Partial<Viewer> = {}): Viewer {
  const id = fields.id ?? newId();
  return { id, username: `student-${id.slice(-6)}`, isAdmin: false, isPremium: false, sessionId: newId(), ...fields };
}

export function admin(fields: Partial<Viewer> = {}): Viewer {
  return student({ username: 'admin', isAdmin: true, ...fields });
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; [key: string]: unknown } }[];
  headers: Headers;
}

export interface SubgraphUnderTest {
  /** Its base address (http://127.0.0.1:port), for /readyz and the like. */
  url: string;
  /** The random INTERNAL_SECRET it runs with (identity's session lookup key is derived from it). */
  internalSecret: string;
  /**
   * Posts to its /graphql. `as` is who the gateway would say asks: a viewer (signed in), null (a
   * visitor, signed), or 'unsigned' (no assertion at all: what a caller other than the gateway sends).
   */
  query<T = any>(
    document: string,
    variables?: Record<string, unknown>,
    as?: Viewer | null | 'unsigned',
  ): Promise<GraphQLAnswer<T>>;
  /** What the process printed (its logs). */
  output(): string;
  /** Stops the process and drops its database. */
  stop(): Promise<void>;
}

export const randomInternalSecret = () => randomBytes(32).toString('base64url');

export function testDatabaseUri(): string {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri)
    throw new Error(
      "TEST_MONGODB_URI is not set: run the subgraph's tests through jest (its global setup starts the engine) or set it to a MongoDB server",
    );
  return uri;
}

/**
 * Starts `subgraphs/<name>` with these extra settings (e.g. ADMIN_PASSWORD, feature flags). Its
 * internal secret is random unless given (subgraphs behind one gateway under test share one).
 */
export async function startSubgraphUnderTest(
  name: string,
  env: Record<string, string> = {},
  secret = randomInternalSecret(),
): Promise<SubgraphUnderTest> {
  const uri = testDatabaseUri();
  const database = `test_${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = await startSubgraphProcess(name, {
    MONGODB_URI: uri,
    INTERNAL_SECRET: secret,
    [`${name.toUpperCase()}_DB`]: database,
    ...env,
  });
  return {
    url: run.base,
    internalSecret: secret,
    async query(document, variables, as = 'unsigned') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (as !== 'unsigned') headers[VIEWER_HEADER] = signViewer(as, secret, name);
      const response = await fetch(`${run.base}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: document, variables }),
      });
      const body = (await response.json()) as Omit<GraphQLAnswer<never>, 'status' | 'headers'>;
      return { status: response.status, ...body, headers: response.headers };
    },
    output: run.output,
    async stop() {
      await run.stop();
      const connection = await mongoose.createConnection(uri, { dbName: database }).asPromise();
      try {
        await connection.dropDatabase();
      } finally {
        await connection.close();
      }
    },
  };
}

/**
 * The subgraph alone for one test file: its own process and database, started before the file's
 * tests (a minute at most) and stopped after them.
 */
export function subgraphAlone(name: string, env: Record<string, string> = {}): SubgraphUnderTest {
  let started: SubgraphUnderTest | undefined;
  beforeAll(async () => {
    started = await startSubgraphUnderTest(name, env);
  }, 60_000);
  afterAll(() => started?.stop());
  const running = () => {
    if (!started) throw new Error(`the ${name} subgraph starts in beforeAll`);
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get internalSecret() {
      return running().internalSecret;
    },
    query: (document, variables, as) => running().query(document, variables, as),
    output: () => running().output(),
    stop: () => running().stop(),
  };
}

/** What a subgraph owes a caller it must not serve: 403 and no data to anyone but the gateway, "sign in" to a visitor. */
export function itRefusesStrangers(subgraph: SubgraphUnderTest, query: string) {
  it("answers nothing to a caller without the gateway's signature", async () => {
    const unsigned = await subgraph.query(query);
    expect(unsigned).toMatchObject({
      status: 403,
      errors: [{ message: 'This service only answers the gateway', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(unsigned.data).toBeUndefined();
  });

  it('asks a visitor to sign in', async () => {
    expect((await subgraph.query(query, {}, null)).errors?.[0]).toMatchObject({
      message: 'You must be signed in',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
}
