import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { listen } from '../../../test-support/listen';

/**
 * A gateway of its own in front of a stand-in schools subgraph: an answer past
 * SUBGRAPH_MAX_RESPONSE_BYTES is refused rather than buffered, and a subgraph that does not
 * answer fails its part after SUBGRAPH_TIMEOUT_MS instead of holding the request.
 */
const MAX_BYTES = 100_000;
const TIMEOUT_MS = 500;

/** Schools, 64 KB at a time, for as long as anyone reads them. */
const endlessSchools: RequestHandler = (req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"data":{"dentalSchools":[');
  const chunk = `${'{"id":"school"},'.repeat(4096)}`;
  const timer = setInterval(() => res.write(chunk), 1);
  res.on('close', () => clearInterval(timer));
};

describe('subgraph answers the gateway will not wait for or hold', () => {
  let answer: RequestHandler;
  let schools: { url: string; server: Server };
  let gateway: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    const standIn = express();
    standIn.post('/graphql', (req, res, next) => answer(req, res, next));
    schools = await listen(standIn);
    process.env.SCHOOLS_URL = `${schools.url}/graphql`;
    process.env.SUBGRAPH_MAX_RESPONSE_BYTES = String(MAX_BYTES);
    process.env.SUBGRAPH_TIMEOUT_MS = String(TIMEOUT_MS);
    // Imported now: the gateway reads these settings when it loads.
    const { startGateway } = await import('../../../gateway/src/gateway-server');
    gateway = await startGateway({ port: 0, secret: 'hostile-test-secret-'.repeat(3), secureCookie: false });
  });

  afterAll(async () => {
    await gateway.close();
    schools.server.closeAllConnections();
    await new Promise((resolve) => schools.server.close(resolve));
  });

  async function askSchools() {
    const started = performance.now();
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ dentalSchools { id } }' }),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
      ms: performance.now() - started,
    };
  }

  it('passes an answer within the limit through', async () => {
    answer = (_req, res) => void res.json({ data: { dentalSchools: [{ id: 'one' }] } });
    const response = await askSchools();
    expect(response.body).toEqual({ data: { dentalSchools: [{ id: 'one' }] } });
  });

  it('stops reading an answer past the limit and fails that part clearly, at once', async () => {
    answer = endlessSchools;
    const response = await askSchools();
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.[0]).toMatchObject({
      message: `The schools service's answer is larger than the gateway accepts (${MAX_BYTES} bytes). Ask for fewer fields or items.`,
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(response.text.length).toBeLessThan(1000);
    expect(response.ms).toBeLessThan(3000);
  });

  it('refuses an answer whose declared length is past the limit without reading it', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX_BYTES * 100) });
      res.write('{"data":');
    };
    const response = await askSchools();
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(response.ms).toBeLessThan(3000);
  });

  it.each<[string, RequestHandler]>([
    ['never answers', () => undefined],
    ['stops halfway through its answer', (_req, res) => void res.type('json').write('{"data":')],
  ])('gives up on a subgraph that %s after its timeout', async (_what, handler) => {
    answer = handler;
    const response = await askSchools();
    expect(response.body.errors?.[0]).toMatchObject({
      message: `The schools service did not answer within ${TIMEOUT_MS} ms. Please try again shortly.`,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(response.ms).toBeLessThan(TIMEOUT_MS + 1500);
  });
});
