import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { createBridge } from '../src/bridge';
import { apiClient } from '../../test-support/api-client';
import { listen } from '../../test-support/listen';

/** The bridge in front of a stand-in gateway that misbehaves: every /api request still answers, soon and clearly. */
const TIMEOUT_MS = 500;
const INVALID = { message: 'The service sent an invalid answer. Please try again shortly.' };

describe('the bridge when the gateway misbehaves', () => {
  let answer: RequestHandler;
  let addresses: (string | undefined)[];
  let gateway: { url: string; server: Server };
  let bridge: { url: string; server: Server };

  beforeAll(async () => {
    const fakeGateway = express();
    fakeGateway.post('/graphql', (req, res, next) => {
      addresses.push(req.header('x-client-address'));
      answer(req, res, next);
    });
    gateway = await listen(fakeGateway);
    // Like the entry: one trusted proxy hop, which the test client plays.
    const app = express();
    app.set('trust proxy', 1);
    app.use('/api', createBridge({ gateway: `${gateway.url}/graphql`, gatewayTimeoutMs: TIMEOUT_MS }));
    bridge = await listen(app);
  });

  let logged: jest.SpyInstance;
  beforeEach(() => {
    addresses = [];
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    logged.mockRestore();
  });

  afterAll(async () => {
    gateway.server.closeAllConnections();
    await new Promise((resolve) => gateway.server.close(resolve));
    await new Promise((resolve) => bridge.server.close(resolve));
  });

  it.each<[string, RequestHandler]>([
    ['neither data nor errors', (_req, res) => void res.json({})],
    ['data null and no error', (_req, res) => void res.json({ data: null })],
    ['an HTML error page', (_req, res) => void res.status(500).type('html').send('<h1>Internal Server Error</h1>')],
    ['a 502 with an empty body', (_req, res) => void res.status(502).end()],
  ])('answers 502 with a message when the gateway sends %s', async (_what, handler) => {
    answer = handler;
    const response = await apiClient(bridge.url).get('/api/dental-schools');
    expect(response.status).toBe(502);
    expect(response.body).toEqual(INVALID);
    // The operator's log says what the student was told.
    expect(logged).toHaveBeenCalledWith(`[rest-bridge] gateway failed (502): ${INVALID.message}`);
  });

  it.each<[string, RequestHandler]>([
    ['never answers', () => undefined],
    ['stops halfway through its answer', (_req, res) => void res.type('json').write('{"data":')],
  ])('answers 504 within its timeout when the gateway %s', async (_what, handler) => {
    answer = handler;
    const started = performance.now();
    const response = await apiClient(bridge.url).get('/api/courses');
    expect(response.status).toBe(504);
    expect(response.body).toEqual({ message: 'The service did not answer in time. Please try again shortly.' });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it("keeps the gateway's own GraphQL errors, whatever its HTTP status", async () => {
    answer = (_req, res) =>
      void res.status(503).json({
        errors: [
          {
            message: 'The academics service is unavailable. Please try again shortly.',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          },
        ],
      });
    const response = await apiClient(bridge.url).get('/api/courses');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'The academics service is unavailable. Please try again shortly.' });
  });

  it("tells the gateway the client's address, as the trusted proxy gave it", async () => {
    answer = (_req, res) => void res.json({ data: { favoriteSchools: [] } });
    const response = await apiClient(bridge.url, '203.0.113.9').get('/api/favorites/schools');
    expect(response.status).toBe(200);
    expect(addresses).toEqual(['203.0.113.9']);
  });
});
