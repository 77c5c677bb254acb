import { print, type DocumentNode } from 'graphql';
import { Pool, type Dispatcher } from 'undici';

export interface Answer {
  /** The HTTP status, or the error code when no answer came (ECONNRESET, UND_ERR_HEADERS_TIMEOUT...). */
  status: number | string;
  ms: number;
  body: unknown;
  /** The body's length as sent (0 for a 304 or no answer): what a read returns and the services serialised. */
  bytes?: number;
}

/** A 2xx, or a 304 that confirms the body the client kept. */
export const ok = (answer: Answer) =>
  typeof answer.status === 'number' && ((answer.status >= 200 && answer.status < 300) || answer.status === 304);

/** A remote's document, or the shell's (its codegen emits the text itself). */
export type Operation = DocumentNode | { toString(): string };

/** Printed once: the bench's own CPU competes with the platform's. */
const printed = new WeakMap<Operation, string>();

export function operationText(operation: Operation): string {
  let text = printed.get(operation);
  if (text === undefined) printed.set(operation, (text = 'kind' in operation ? print(operation) : String(operation)));
  return text;
}

interface GraphQLBody {
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/**
 * One operation through /graphql as the browser sends it. A GraphQL error answers 200 over HTTP;
 * its code becomes the status, so `ok` counts it as the failure it is.
 */
export async function callGraphql(client: Client, operation: Operation, variables?: object): Promise<Answer> {
  const answer = await client.call('POST', '/graphql', { query: operationText(operation), variables: variables ?? {} });
  const error = (answer.body as GraphQLBody | undefined)?.errors?.[0];
  if (!ok(answer) || !error) return answer;
  return { ...answer, status: `GraphQL ${error.extensions?.code ?? 'error'}`, body: { message: error.message } };
}

/**
 * Keep-alive connections to the entry: one per simulated student, so nobody queues behind
 * another. The entry's own gateway timeout is 30 s; a little more so its answer comes first.
 */
export function entryPool(entryUrl: string, connections: number): Pool {
  return new Pool(entryUrl, { connections, headersTimeout: 35_000, bodyTimeout: 35_000 });
}

export interface Client {
  /** Sent as X-Forwarded-For: the stack trusts one proxy hop (TRUST_PROXY=1) and the bench plays it. */
  address: string;
  call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Answer>;
}

/** Where a client's calls go: the entry's pool, or what passes them on (a test moves its students to a restored platform). */
export interface Entry {
  request(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
}

/**
 * One browser: its own address, session cookie and HTTP cache. A GET answered with an ETag is
 * asked again with If-None-Match, and a 304 answers with the body kept, as a browser does.
 */
export function client(pool: Entry, address: string): Client {
  let cookie: string | undefined;
  const cached = new Map<string, { etag: string; body: unknown }>();
  return {
    address,
    async call(method, path, body) {
      const headers: Record<string, string> = { 'x-forwarded-for': address };
      if (cookie) headers.cookie = cookie;
      const kept = method === 'GET' ? cached.get(path) : undefined;
      if (kept) headers['if-none-match'] = kept.etag;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const started = performance.now();
      try {
        const response = await pool.request({
          method,
          path,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const setCookie = response.headers['set-cookie'];
        for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
          cookie = line.split(';')[0];
        const text = await response.body.text();
        if (response.statusCode === 304 && kept)
          return { status: 304, ms: performance.now() - started, body: kept.body };
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: keep the text
        }
        const etag = response.headers.etag;
        if (method === 'GET' && response.statusCode === 200 && typeof etag === 'string')
          cached.set(path, { etag, body: parsed });
        return { status: response.statusCode, ms: performance.now() - started, body: parsed, bytes: text.length };
      } catch (error) {
        return {
          status: (error as { code?: string }).code ?? 'network error',
          ms: performance.now() - started,
          body: undefined,
        };
      }
    },
  };
}
