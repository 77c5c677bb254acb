import { Agent, request, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { builtFiles } from '../src/built-files';
import { boundPort, listen } from '../src/listen';

const CHUNK = 'var chunk = "' + 'x'.repeat(2000) + '";';
const ENTRY = 'var entry = 1;';

/** A build folder as remote-build leaves it: a hashed chunk with both copies, remoteEntry.js with brotli only. */
function build(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'built-files-'));
  writeFileSync(path.join(dir, '123.0a1b2c3d.js'), CHUNK);
  writeFileSync(path.join(dir, '123.0a1b2c3d.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(path.join(dir, '123.0a1b2c3d.js.gz'), gzipSync(CHUNK));
  writeFileSync(path.join(dir, 'remoteEntry.js'), ENTRY);
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(path.join(dir, 'plain.js'), 'var plain = 1;');
  writeFileSync(path.join(dir, 'page.html'), '<!doctype html>');
  return dir;
}

describe('built files', () => {
  const dir = build();
  let server: Server;
  const get = (file: string, encodings?: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${boundPort(server)}${file}`, {
      headers: { ...(encodings !== undefined && { 'accept-encoding': encodings }), ...headers },
    });

  beforeAll(async () => {
    const app = express();
    app.disable('x-powered-by');
    // As in the entry: the request's id and helmet's headers on every answer first, then the build's files.
    app.use((_req, res, next) => {
      res.setHeader('x-request-id', 'f3416657-e892-4a8f-b99b-376084904d4c');
      res.setHeader('Content-Security-Policy', "default-src 'self'");
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      next();
    });
    app.use(builtFiles(dir));
    app.use(express.static(dir, { fallthrough: false }));
    server = await listen(app, 0, '127.0.0.1');
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers brotli to a browser that takes it, with a script's headers and no document's", async () => {
    const response = await get('/123.0a1b2c3d.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CHUNK);
    // The whole set: each header here is a browser's to act on, or a cache's (Date, Vary).
    expect([...response.headers.keys()].sort()).toEqual([
      'cache-control',
      'content-encoding',
      'content-length',
      'content-type',
      'cross-origin-resource-policy',
      'date',
      'vary',
      'x-content-type-options',
    ]);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(brotliCompressSync(CHUNK).length),
      'content-type': 'text/javascript',
      vary: 'Accept-Encoding',
      'cache-control': 'max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('keeps the connection open without saying so, as HTTP/1.1 does by default', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    for (let i = 0; i < 2; i++)
      await new Promise<void>((resolve, reject) => {
        request(`http://127.0.0.1:${boundPort(server)}/123.0a1b2c3d.js`, { agent }, (response) => {
          sockets.add(response.socket);
          expect([response.headers.connection, response.headers['keep-alive']]).toEqual([undefined, undefined]);
          response.resume().on('end', resolve);
        })
          .on('error', reject)
          .end();
      });
    agent.destroy();
    expect(sockets.size).toBe(1);
  });

  it('answers gzip when brotli is not accepted, and the plain file when neither is', async () => {
    const gzip = await get('/123.0a1b2c3d.js', 'gzip, br;q=0');
    expect([gzip.headers.get('content-encoding'), await gzip.text()]).toEqual(['gzip', CHUNK]);
    const plain = await get('/123.0a1b2c3d.js', 'identity');
    expect([plain.headers.get('content-encoding'), await plain.text()]).toEqual([null, CHUNK]);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers the plain file where the build wrote no copy (a file too small to gain)', async () => {
    const response = await get('/plain.js', 'br');
    expect([response.headers.get('content-encoding'), await response.text()]).toEqual([null, 'var plain = 1;']);
  });

  it('keeps a validator on remoteEntry.js, which is revalidated', async () => {
    const response = await get('/remoteEntry.js', 'br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch adds Cache-Control: no-cache to a conditional request unless it has one, as a reload.
    const again = await get('/remoteEntry.js', 'br', { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it('leaves everything else, documents included, to what follows', async () => {
    const page = await get('/page.html', 'br');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await get('/nothing.js', 'br')).status).toBe(404);
    expect((await get('/%2e%2e/package.json', 'br')).status).toBeGreaterThanOrEqual(400);
    expect((await get('/123.0a1b2c3d.js.br', 'br')).headers.get('content-encoding')).toBeNull();
  });
});
