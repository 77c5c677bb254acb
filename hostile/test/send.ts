import { entryUrl, type ApiClient } from '../../test-support/api-client';

export interface Sent {
  status: number;
  body: any;
  headers: Headers;
}

/** One request with the headers a browser (or a forged page) would send, as this client: its cookie and address. */
export async function send(client: ApiClient, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Sent> {
  const response = await fetch(entryUrl() + path, {
    method,
    headers: { 'x-forwarded-for': client.address, ...(client.cookie ? { cookie: client.cookie } : {}), ...options.headers },
    body: options.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}
