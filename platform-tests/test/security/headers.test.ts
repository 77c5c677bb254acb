import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_AREAS } from '@predental/contracts/areas';
import { apiClient, entryUrl, signedInClient } from '../../../test-support/api-client';
import { runService } from '../../../test-support/service-process';

const ROOT = path.resolve(__dirname, '../../..');
const BUNDLES = ['shell', ...REMOTE_AREAS.map((area) => `mfe-${area.name}`)];

describe('private answers are never cached', () => {
  it.each([
    ['GET', '/api/user', undefined, 401],
    ['GET', '/api/no-such-row', undefined, 404],
    ['POST', '/api/simple-login', '{"username": ', 400],
    ['POST', '/graphql', JSON.stringify({ query: '{ __typename }' }), 200],
    ['POST', '/graphql', '{"query": ', 400],
  ])('%s %s (%#)', async (method, pathname, body, status) => {
    const response = await apiClient().send(method, pathname, {
      headers: body ? { 'content-type': 'application/json' } : {},
      body,
    });
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a signed-in read, a GraphQL read and a refused request', async () => {
    const { client } = await signedInClient('headers');
    const read = await client.send('GET', '/api/courses');
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const me = await client.send('POST', '/graphql', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(me.body.data.me.id).toEqual(expect.any(String));
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await client.send('POST', '/api/simple-logout', { headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('/robots.txt', () => {
  it("is the shell's text file, not the app's page", async () => {
    const response = await fetch(entryUrl() + '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^User-agent: \*$/m);
  });
});

describe('Strict-Transport-Security', () => {
  it('is absent without COOKIE_SECURE (the test stack: plain HTTP behind one trusted hop)', async () => {
    const response = await fetch(entryUrl() + '/');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent with COOKIE_SECURE=true, and the content security policy stays strict', async () => {
    const entry = await runService('entry', { COOKIE_SECURE: 'true' });
    if (!entry.listening) throw new Error(`the entry did not start:\n${entry.output}`);
    try {
      const response = await fetch(`${entry.url}/remotes.json`);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    } finally {
      await entry.stop();
    }
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Runs on what `npm run build` (production mode) left in each dist folder. */
describe.each(BUNDLES)('the production build of %s', (bundle) => {
  const dist = path.join(ROOT, bundle, 'dist');

  it('publishes no source maps and points to none', () => {
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run npm run build first`);
    const files = filesUnder(dist);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing = files.filter(
      (file) => /\.(js|css|html)$/.test(file) && /[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8')),
    );
    expect(pointing).toEqual([]);
  });
});
