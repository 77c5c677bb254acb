import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { listen } from '../../test-support/listen';
import { expectRefusal, runService, type ServiceRun } from '../../test-support/service-process';

/** How docker-compose.yml runs the platform: the bridge and each remote as services of their own behind the entry. */
type Running = Extract<ServiceRun, { listening: true }>;

async function started(run: Promise<ServiceRun>): Promise<Running> {
  const service = await run;
  if (!service.listening) throw new Error(`a service did not start:\n${service.output}`);
  return service;
}

/** A remote's build as its image holds it: dist/ with the entry files, a hashed chunk (and its brotli copy) and the standalone page. */
function remoteBuild(): string {
  const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'remote-')), 'mfe-demo', 'dist');
  mkdirSync(path.join(dist, 'standalone'), { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var demo = 1;');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"demo"}');
  writeFileSync(path.join(dist, '123.0a1b2c3d.js'), 'var chunk = 1;');
  writeFileSync(path.join(dist, '123.0a1b2c3d.js.br'), brotliCompressSync('var chunk = 1;'));
  writeFileSync(path.join(dist, 'standalone', 'index.html'), '<!doctype html><title>demo</title>');
  return dist;
}

const SERVE_REMOTE = ['src/serve-remote.ts'];
const serveRemote = (dist: string, env: Record<string, string> = {}) =>
  runService('packages/remote-server', env, [...SERVE_REMOTE, dist]);

describe("a remote's own static-file service", () => {
  const dist = remoteBuild();
  let remote: Running;

  beforeAll(async () => {
    remote = await started(serveRemote(dist, { CORS_ORIGINS: 'https://predental.example' }));
  });
  afterAll(async () => {
    await remote.stop();
    rmSync(path.dirname(path.dirname(dist)), { recursive: true, force: true });
  });

  it('is ready once its build is there', async () => {
    expect((await fetch(`${remote.url}/readyz`)).status).toBe(200);
  });

  it.each([
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/standalone/', 'no-cache'],
    ['/123.0a1b2c3d.js', 'max-age=31536000, immutable'],
  ])('%s is served with Cache-Control %s', async (file, cacheControl) => {
    const response = await fetch(remote.url + file);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it("answers the build's brotli copy to a browser that takes it", async () => {
    const response = await fetch(`${remote.url}/123.0a1b2c3d.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('var chunk = 1;');
  });

  it('lets the listed origin read its files, and no other', async () => {
    const listed = await fetch(`${remote.url}/mf-manifest.json`, { headers: { origin: 'https://predental.example' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://predental.example');
    expect(listed.headers.get('vary')).toMatch(/Origin/);
    const other = await fetch(`${remote.url}/mf-manifest.json`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves nothing outside its build', async () => {
    expect((await fetch(`${remote.url}/nothing.js`)).status).toBe(404);
    expect((await fetch(`${remote.url}/%2e%2e/%2e%2e/package.json`)).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a CORS_ORIGINS that is not a list of origins, naming it', async () => {
    expect(await expectRefusal('packages/remote-server', { CORS_ORIGINS: 'predental.example' }, SERVE_REMOTE)).toMatch(
      /^CORS_ORIGINS /m,
    );
  });
});

describe('the entry in front of remotes served on their own', () => {
  const dist = remoteBuild();
  let remote: Running;
  let entry: Running;

  beforeAll(async () => {
    remote = await started(serveRemote(dist));
    entry = await started(
      runService('entry', { REMOTE_ACADEMICS_UPSTREAM: remote.url, REMOTE_SCHOOLS_UPSTREAM: 'http://127.0.0.1:9' }),
    );
  });
  afterAll(async () => {
    await entry.stop();
    await remote.stop();
    rmSync(path.dirname(path.dirname(dist)), { recursive: true, force: true });
  });

  it("serves the remote's files under /remotes/<name>/ with the remote's cache headers", async () => {
    const response = await fetch(`${entry.url}/remotes/academics/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('var demo = 1;');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${entry.url}/remotes/academics/123.0a1b2c3d.js`);
    expect(chunk.headers.get('cache-control')).toBe('max-age=31536000, immutable');
  });

  it("passes a script on brotli-compressed, with nosniff and no document's header", async () => {
    const chunk = await fetch(`${entry.url}/remotes/academics/123.0a1b2c3d.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect([chunk.headers.get('content-encoding'), await chunk.text()]).toEqual(['br', 'var chunk = 1;']);
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
    expect(chunk.headers.get('content-security-policy')).toBeNull();
    expect(chunk.headers.get('x-frame-options')).toBeNull();
    const page = await fetch(`${entry.url}/remotes/academics/standalone/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('keeps remotes.json on its own origin, so the browser needs no CORS', async () => {
    const manifest = await (await fetch(`${entry.url}/remotes.json`)).json();
    expect(manifest.academics).toBe('/remotes/academics/mf-manifest.json');
  });

  it("redirects a folder without its slash under the remote's prefix", async () => {
    const response = await fetch(`${entry.url}/remotes/academics/standalone`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/remotes/academics/standalone/');
  });

  it('answers 503 with a message for a remote whose service is down', async () => {
    const response = await fetch(`${entry.url}/remotes/schools/remoteEntry.js`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'The schools remote is unavailable. Please try again shortly.' });
  });
});

describe('the entry in front of the bridge served on its own', () => {
  const addresses: (string | undefined)[] = [];
  let gateway: Awaited<ReturnType<typeof listen>>;
  let bridge: Running;
  let entry: Running;

  beforeAll(async () => {
    const app = express();
    app.post('/graphql', (req, res) => {
      addresses.push(req.header('x-client-address'));
      res.json({ data: { favoriteSchools: [] } });
    });
    gateway = await listen(app);
    // As in docker-compose.yml: the bridge trusts one proxy hop, the entry. It says where its /api is.
    bridge = await started(runService('rest-bridge', { GATEWAY_URL: `${gateway.url}/graphql`, TRUST_PROXY: '1' }));
    entry = await started(
      runService('entry', { GATEWAY_URL: `${gateway.url}/graphql`, BRIDGE_URL: bridge.url, TRUST_PROXY: '1' }),
    );
  });
  afterAll(async () => {
    await entry.stop();
    await bridge.stop();
    gateway.server.close();
  });

  it("answers /api through the bridge, which tells the gateway the client's address as the entry saw it", async () => {
    const response = await fetch(`${entry.url}/api/favorites/schools`, {
      headers: { 'x-forwarded-for': '198.51.100.66, 203.0.113.7' },
    });
    expect([response.status, await response.text()]).toEqual([200, '[]']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(addresses).toEqual(['203.0.113.7']);
  });

  it('still refuses a cross-site write before it reaches the bridge', async () => {
    const response = await fetch(`${entry.url}/api/simple-logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('answers 503 with a message while the bridge is down', async () => {
    const down = await started(runService('entry', { BRIDGE_URL: 'http://127.0.0.1:9/api' }));
    try {
      const response = await fetch(`${down.url}/api/dental-schools`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'The API is unavailable. Please try again shortly.' });
    } finally {
      await down.stop();
    }
  });

  it.each(['BRIDGE_URL', 'REMOTE_ACADEMICS_UPSTREAM'])(
    'refuses a %s that is not an http(s) address, naming it',
    async (name) => {
      expect(await expectRefusal('entry', { [name]: 'rest-bridge:4100' })).toMatch(new RegExp(`^${name} `, 'm'));
    },
  );
});
