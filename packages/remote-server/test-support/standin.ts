import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { test as base, expect, type Route } from '@playwright/test';
import type { User } from '@predental/contracts/user';
import {
  buildSchema,
  getOperationAST,
  graphql,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';

/** The API the gateway serves, which every remote's operations are generated from. */
const API_SCHEMA = path.resolve(__dirname, '../../../gateway/api-schema.graphql');
let apiSchema: GraphQLSchema | undefined;

type Resolver<Result, Variables> = (variables: Variables) => Result;

/** What a resolver throws to answer a GraphQL error, as a subgraph's error reaches the browser. */
class StandinError extends Error {
  constructor(
    message: string,
    readonly code = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}

/** The student the stand-in's session says is signed in (`/api/user`). */
const STUDENT: User = { id: 'u1', username: 'student', email: 'student@example.com', isAdmin: false, isPremium: false };
export const ADMIN: User = {
  id: 'u0',
  username: 'admin',
  email: 'admin@predental.local',
  isAdmin: true,
  isPremium: false,
};

/**
 * A remote's GraphQL API, answered in the test's own process: one resolver per operation, keyed
 * by the remote's generated typed documents, so every fixture has the operation's generated
 * result and variable types. Resolvers close over the test's state, so writes change what the
 * next query reads. Each answer is executed against the API schema, as the gateway would answer
 * it (the page's own selection, __typename included), so a fixture the schema does not allow, or
 * an operation nobody answers, fails the test.
 */
export class GraphqlStandin {
  user: User | null = STUDENT;
  private readonly resolvers = new Map<string, Resolver<unknown, never>>();
  /** Operations nobody answers and answers the schema refuses: the test fails on any. */
  readonly problems: string[] = [];
  /** Every operation the page sent, in order. */
  readonly calls: { operationName: string; variables: Record<string, unknown> }[] = [];

  on<Result, Variables>(document: TypedDocumentNode<Result, Variables>, resolve: Resolver<Result, Variables>): this {
    this.resolvers.set(operationName(document), resolve);
    return this;
  }

  /** From now on the operation answers this error (the screen's error state), as a failing subgraph would. */
  fail<Result, Variables>(
    document: TypedDocumentNode<Result, Variables>,
    message: string,
    code = 'SERVICE_UNAVAILABLE',
  ): this {
    return this.on(document, () => {
      throw new StandinError(message, code);
    });
  }

  callsOf<Result, Variables>(document: TypedDocumentNode<Result, Variables>): Variables[] {
    const name = operationName(document);
    return this.calls.filter((call) => call.operationName === name).map((call) => call.variables as Variables);
  }

  async answer(route: Route): Promise<void> {
    const body = route.request().postDataJSON() as {
      query: string;
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    const name = body.operationName ?? '';
    const variables = body.variables ?? {};
    this.calls.push({ operationName: name, variables });
    const resolve = this.resolvers.get(name);
    if (!resolve) return this.refuse(route, `no answer for operation ${name}`);
    let data: unknown;
    try {
      data = resolve(variables as never);
    } catch (error) {
      if (!(error instanceof StandinError)) throw error;
      return route.fulfill({
        json: { data: null, errors: [{ message: error.message, extensions: { code: error.code } }] },
      });
    }
    apiSchema ??= buildSchema(readFileSync(API_SCHEMA, 'utf8'));
    const result = await graphql({
      schema: apiSchema,
      source: body.query,
      rootValue: data,
      variableValues: variables,
      operationName: name,
      fieldResolver: byResponseKey,
    });
    if (result.errors) return this.refuse(route, `${name}: ${result.errors.map((error) => error.message).join('; ')}`);
    return route.fulfill({ json: result });
  }

  private refuse(route: Route, problem: string): Promise<void> {
    this.problems.push(problem);
    return route.fulfill({ status: 500, json: { errors: [{ message: `The stand-in has ${problem}` }] } });
  }
}

/** Fixtures have the generated result types' shape, so fields are found by their alias when they have one. */
const byResponseKey: GraphQLFieldResolver<Record<string, unknown>, unknown> = (source, _args, _context, info) =>
  source[info.path.key];

function operationName(document: DocumentNode): string {
  const name = getOperationAST(document)?.name?.value;
  if (!name) throw new Error('A stand-in answers named operations only');
  return name;
}

/**
 * Playwright's test with a `standin` that answers the standalone page's session (`/api/user`)
 * and `/graphql`. Each test starts from an empty stand-in and fills it with its own fixtures.
 */
export const test = base.extend<{ standin: GraphqlStandin }>({
  standin: async ({ page }, use) => {
    const standin = new GraphqlStandin();
    await page.route('**/api/user', (route) =>
      standin.user
        ? route.fulfill({ json: standin.user })
        : route.fulfill({ status: 401, json: { message: 'Not authenticated' } }),
    );
    await page.route('**/graphql', (route) => standin.answer(route));
    await use(standin);
    expect(standin.problems, 'operations the stand-in could not answer').toEqual([]);
  },
});

export { expect };

/** Next id for a stand-in's created rows. */
export function idSequence(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}${(next += 1)}`;
}

/** The rows a stand-in keeps, added, changed and deleted as a subgraph's add/update/delete mutations do. */
export function standinRows<T extends { id: string }, I>(
  prefix: string,
  record: (id: string, input: I) => T,
  rows: T[] = [],
) {
  const nextId = idSequence(prefix);
  const indexOf = (id: string | number) => rows.findIndex((row) => row.id === String(id));
  return {
    rows,
    add: (input: I): T => {
      const row = record(nextId(), input);
      rows.push(row);
      return row;
    },
    update: (id: string | number, input: I): T => {
      const index = indexOf(id);
      rows[index] = record(String(id), { ...rows[index], ...input });
      return rows[index];
    },
    remove: (id: string | number): string => {
      rows.splice(indexOf(id), 1);
      return String(id);
    },
  };
}
