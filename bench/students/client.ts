import { Pool, type Dispatcher } from 'undici';

export interface Answer {
  /** The HTTP status, or the error code when no answer came (ECONNRESET, UND_ERR_HEADERS_TIMEOUT...). */
  status: number | string;
  ms: number;
  body: unknown;
}

export const ok = (answer: Answer) => typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;

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

/** One browser: its own address and session cookie. */
export function client(pool: Entry, address: string): Client {
  let cookie: string | undefined;
  return {
    address,
    async call(method, path, body) {
      const headers: Record<string, string> = { 'x-forwarded-for': address };
      if (cookie) headers.cookie = cookie;
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
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: keep the text
        }
        return { status: response.statusCode, ms: performance.now() - started, body: parsed };
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
