import { request } from 'undici';

interface FetcherInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The gateway's fetcher for subgraph calls, over undici's request API: the same keep-alive
 * connections as global fetch without its web-streams cost, which dominated the gateway's
 * CPU profile. Returns the small part of a fetch Response the data source reads.
 */
export async function subgraphFetcher(url: string, init: FetcherInit = {}) {
  const response = await request(url, { method: (init.method ?? 'POST') as 'POST', headers: init.headers, body: init.body });
  const text = await response.body.text();
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return {
    ok: response.statusCode >= 200 && response.statusCode < 300,
    status: response.statusCode,
    statusText: String(response.statusCode),
    url,
    headers,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}
