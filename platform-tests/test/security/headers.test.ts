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

/** Headers only a document acts on (helmet's), which a script's answer goes without (issue 41). */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const CHROMIUM_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A hashed chunk of a build (its name as webpack writes it), which the build also wrote as .br. */
function hashedChunk(bundle: string): string {
  const name = readdirSync(path.join(ROOT, bundle, 'dist')).find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file));
  if (!name) throw new Error(`no hashed chunk in ${bundle}/dist: run npm run build first`);
  return name;
}

describe("a built script's answer", () => {
  it.each([
    ['shell', ''],
    ['mfe-academics', '/remotes/academics'],
  ])(
    "from %s's build: its brotli copy, cached for good, with nosniff and no document's header",
    async (bundle, prefix) => {
      const name = hashedChunk(bundle);
      const response = await fetch(`${entryUrl()}${prefix}/${name}`, { headers: CHROMIUM_ENCODINGS });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(readFileSync(path.join(ROOT, bundle, 'dist', name), 'utf8'));
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-encoding': 'br',
        'content-length': String(readFileSync(path.join(ROOT, bundle, 'dist', `${name}.br`)).length),
        'content-type': 'text/javascript',
        'cache-control': 'max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        vary: 'Accept-Encoding',
      });
      // Nor a request id, nor Connection and Keep-Alive (HTTP/1.1 keeps the connection by default).
      for (const header of [...DOCUMENT_ONLY, 'etag', 'last-modified', 'x-request-id', 'connection', 'keep-alive'])
        expect([header, response.headers.get(header)]).toEqual([header, null]);
    },
  );

  it('remoteEntry.js is revalidated, so it keeps a validator', async () => {
    const response = await fetch(`${entryUrl()}/remotes/academics/remoteEntry.js`, { headers: CHROMIUM_ENCODINGS });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it.each(['/dashboard', '/', '/remotes.json', '/api/user'])(
    'the document headers and the request id stay on %s',
    async (pathname) => {
      const response = await fetch(entryUrl() + pathname, { headers: CHROMIUM_ENCODINGS });
      for (const header of [...DOCUMENT_ONLY, 'x-request-id'])
        expect([header, response.headers.get(header)]).toEqual([header, expect.any(String)]);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );
});

describe('the landing page (/)', () => {
  it('is its HTML, revalidated, with no inline script: only its own brotli-compressed file', async () => {
    const response = await fetch(entryUrl() + '/', { headers: CHROMIUM_ENCODINGS });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe/);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Everything you need to apply with confidence');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([expect.stringMatching(/ src="\/landing\/landing\.[0-9a-f]{8}\.js"/)]);

    const src = / src="([^"]+)"/.exec(scripts[0]!)![1]!;
    const script = await fetch(entryUrl() + src, { headers: CHROMIUM_ENCODINGS });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toBe('max-age=31536000, immutable');
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
