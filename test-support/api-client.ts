import { createHash } from 'node:crypto';

/** A REST client that keeps its own session cookie, like one browser. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  setCookie: string[];
  headers: Record<string, string>;
}

export function entryUrl(): string {
  const url = process.env.TEST_ENTRY_URL;
  if (!url)
    throw new Error('TEST_ENTRY_URL is not set: run the tests through jest (its global setup starts the stack)');
  return url;
}

let clients = 0;
/**
 * Each client is a different person at a different address: the test stack trusts one proxy hop
 * (TRUST_PROXY=1) and the test plays that proxy, so per-address limits see separate people.
 * Jest reloads this module for every test file, so the file's own path keeps addresses apart.
 */
function nextAddress(): string {
  clients += 1;
  const file = createHash('sha256')
    .update(expect.getState().testPath ?? String(process.pid))
    .digest('hex');
  return `fd00:${file.slice(0, 4)}:${file.slice(4, 8)}:${file.slice(8, 12)}::${clients.toString(16)}`;
}

export function apiClient(base = entryUrl(), address = nextAddress()) {
  let cookie: string | undefined;
  /** A JSON body gets its content type; a raw one is sent with exactly the headers given (as a forged page would). */
  async function request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    raw?: { body?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, raw?.headers);
    const response = await fetch(base + path, {
      method,
      headers,
      body: raw?.body ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const setCookie = response.headers.getSetCookie();
    for (const line of setCookie) {
      const pair = line.split(';')[0]!;
      cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, setCookie, headers: Object.fromEntries(response.headers) };
  }
  return {
    get: <T = any>(path: string) => request<T>('GET', path),
    post: <T = any>(path: string, body?: unknown) => request<T>('POST', path, body),
    patch: <T = any>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T = any>(path: string) => request<T>('DELETE', path),
    raw: <T = any>(method: string, path: string, rawBody: string) =>
      request<T>(method, path, undefined, { body: rawBody, headers: { 'content-type': 'application/json' } }),
    /** Any body and headers, e.g. what a foreign page's form or fetch would send with this browser's cookie. */
    send: <T = any>(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}) =>
      request<T>(method, path, undefined, options),
    /** GraphQL through the entry's /graphql, with this client's cookie. */
    graphql: <T = any>(query: string, variables?: Record<string, unknown>) =>
      request<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>('POST', '/graphql', {
        query,
        variables,
      }),
    address,
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

let counter = 0;
/** A unique, valid sign-up for one test. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { username: id, email: `${id}@example.com`, password: 'Passw0rd!' };
}

/** A client signed in as the admin account the test stack creates (test-support/global-setup.ts). */
export async function adminClient() {
  const client = apiClient();
  const response = await client.post('/api/simple-login', { username: 'admin', password: 'Admin!Test1' });
  if (response.status !== 200 || !response.body?.success) throw new Error(`admin login failed: ${response.status}`);
  return client;
}

/** A signed-in client for a freshly registered user (of the stack at `base`: the test stack unless said). */
export async function signedInClient(prefix = 'user', base = entryUrl()) {
  const client = apiClient(base);
  const account = newAccount(prefix);
  const response = await client.post('/api/simple-register', account);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, account, user: response.body as { id: string; username: string; email: string } };
}
