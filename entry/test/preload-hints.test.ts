import type { AreaScreens } from '@predental/contracts/screens';
import { readPageRemotes, remoteFilesScript, remoteScripts, remotesScript, scriptLinks } from '../src/preload-hints';
import type { RemoteFileReader } from '../src/remote-files';
import { shellScripts } from '../src/shell-scripts';

const REMOTES = {
  academics: '/remotes/academics/mf-manifest.json',
  experience: '/remotes/experience/mf-manifest.json',
  schools: 'https://schools.example/app/mf-manifest.json',
};

const academics: AreaScreens = {
  area: 'Academics',
  screens: [{ path: '/coursework', module: 'Coursework', adminOnly: false }],
  contributions: [{ slot: 'dashboard-cards', module: 'GpaCard', order: 10 }],
};
const experience: AreaScreens = {
  area: 'Experience',
  screens: [{ path: '/shadowing', module: 'Shadowing', adminOnly: false }],
  contributions: [{ slot: 'application-summary-sections', module: 'Summary', order: 20 }],
};
const schools: AreaScreens = {
  area: 'Schools',
  screens: [{ path: '/dental-schools', module: 'Explorer', adminOnly: false, headingFirst: true }],
};

const manifest = (...modules: string[]) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: modules.map((name) => ({ name, assets: { js: { sync: ['1.js', `${name}.js`], async: ['later.js'] } } })),
  shared: [],
});

const DEPLOYED: Record<string, { screens?: unknown; manifest?: unknown }> = {
  academics: { screens: academics, manifest: manifest('Coursework', 'GpaCard') },
  experience: { screens: experience, manifest: manifest('Shadowing', 'Summary') },
  schools: { screens: schools, manifest: manifest('Explorer') },
};

function reader(deployed = DEPLOYED): RemoteFileReader & { reads: string[] } {
  const reads: string[] = [];
  const read = async (remote: string, file: 'screens' | 'manifest') => {
    reads.push(`${remote} ${file}`);
    return deployed[remote]?.[file];
  };
  return Object.assign(read, { reads });
}

/** What every signed-in page carries: each remote's screens, as checked (the list of remotes is in the page too). */
const SCREENS = {
  '/remotes/academics/screens.json': academics,
  '/remotes/experience/screens.json': experience,
  'https://schools.example/app/screens.json': schools,
};

describe("what a page's HTML carries of the remotes", () => {
  it("is every remote's screens, and the manifest and scripts of the remote whose screen the path is", async () => {
    const read = reader();
    await expect(readPageRemotes('/coursework', REMOTES, read)).resolves.toEqual({
      screens: SCREENS,
      files: { '/remotes/academics/mf-manifest.json': DEPLOYED.academics!.manifest },
      scripts: ['/remotes/academics/remoteEntry.js', '/remotes/academics/1.js', '/remotes/academics/Coursework.js'],
      headingFirst: false,
    });
    expect(read.reads.filter((file) => file.endsWith('manifest'))).toEqual(['academics manifest']);
    await expect(readPageRemotes('/dental-schools', REMOTES, reader())).resolves.toMatchObject({
      scripts: [
        'https://schools.example/app/remoteEntry.js',
        'https://schools.example/app/1.js',
        'https://schools.example/app/Explorer.js',
      ],
      headingFirst: true,
    });
  });

  it('is, on a shell page, the manifests of the remotes that contribute to its slots, and no script of theirs', async () => {
    const dashboard = await readPageRemotes('/dashboard', REMOTES, reader());
    expect(dashboard.screens).toEqual(SCREENS);
    expect(Object.keys(dashboard.files)).toEqual(['/remotes/academics/mf-manifest.json']);
    // The widgets' code loads once the heading has drawn, not beside the code the heading needs.
    expect(dashboard.scripts).toEqual([]);
  });

  it('is nothing on the public pages, which load no remote', async () => {
    const read = reader();
    const none = { screens: {}, files: {}, scripts: [], headingFirst: false };
    await expect(readPageRemotes('/auth', REMOTES, read)).resolves.toEqual(none);
    await expect(readPageRemotes('/', REMOTES, read)).resolves.toEqual(none);
    expect(read.reads).toEqual([]);
  });

  it('leaves out what could not be read, for the shell to fetch itself', async () => {
    const down = reader({ ...DEPLOYED, schools: {}, academics: { screens: academics } });
    const coursework = await readPageRemotes('/coursework', REMOTES, down);
    expect(coursework.screens).toEqual({
      '/remotes/academics/screens.json': academics,
      '/remotes/experience/screens.json': experience,
    });
    expect(coursework.files).toEqual({});
    expect(coursework.scripts).toEqual([]);
  });

  it('leaves out a declaration the contract refuses, for the shell to fetch and refuse itself', async () => {
    const nonsense = { area: '', screens: 'all' };
    const page = await readPageRemotes(
      '/coursework',
      REMOTES,
      reader({ ...DEPLOYED, academics: { screens: nonsense, manifest: DEPLOYED.academics!.manifest } }),
    );
    expect(Object.keys(page.screens)).toEqual([
      '/remotes/experience/screens.json',
      'https://schools.example/app/screens.json',
    ]);
    expect(page.files).toEqual({});
    expect(page.scripts).toEqual([]);
  });

  it('carries a declaration as checked, not as served: trimmed, defaults filled in, unknown fields dropped', async () => {
    const { path, module } = academics.screens[0]!;
    const served = { ...academics, area: ' Academics ', screens: [{ path, module, run: 'x' }], extra: '<script>' };
    const page = await readPageRemotes('/coursework', REMOTES, reader({ ...DEPLOYED, academics: { screens: served } }));
    expect(page.screens['/remotes/academics/screens.json']).toEqual(academics);
  });
});

describe("a remote's scripts for a page", () => {
  it('follow a public path the manifest states', () => {
    const cdn = {
      ...manifest('Explorer'),
      metaData: { publicPath: 'https://cdn.example/s/', remoteEntry: { name: 'e.js', path: 'x/' } },
    };
    expect(remoteScripts('/remotes/schools/mf-manifest.json', cdn, ['Explorer'])).toEqual([
      'https://cdn.example/s/x/e.js',
      'https://cdn.example/s/1.js',
      'https://cdn.example/s/Explorer.js',
    ]);
  });

  it('are none for a manifest that is not one, or whose public path the browser computes', () => {
    expect(remoteScripts('/m.json', { exposes: 'all' }, ['Explorer'])).toEqual([]);
    const computed = {
      ...manifest('Explorer'),
      metaData: { ...manifest().metaData, publicPath: undefined, getPublicPath: 'f()' },
    };
    expect(
      remoteScripts('/m.json', { ...computed, metaData: { ...computed.metaData, publicPath: 42 } }, ['Explorer']),
    ).toEqual([]);
  });
});

describe("the shell's scripts for a page", () => {
  const html = '<head><script defer="defer" src="/main.1.js"></script></head>';
  const chunks = {
    bootstrap: ['react.js', 'bootstrap.js'],
    'signed-in-layout': ['layout.js', 'react.js'],
    'dashboard-page': ['dashboard.js'],
    'remote-area': ['area.js'],
    'apollo-area': ['apollo.js'],
    'auth-page': ['auth.js'],
    'settings-page': ['settings.js'],
    'application-summary-page': ['summary.js'],
  };

  /** What every signed-in path runs first: the entry script, bootstrap's files, the remote area's (it preloads the path's remotes) and the layout's. */
  const signedIn = ['/main.1.js', '/react.js', '/bootstrap.js', '/area.js', '/layout.js', '/react.js'];

  it("are the entry script and each first-paint import's files, in order", () => {
    expect(shellScripts('/coursework', html, chunks)).toEqual([...signedIn, '/apollo.js']);
    expect(shellScripts('/auth', html, chunks)).toEqual(['/main.1.js', '/react.js', '/bootstrap.js', '/auth.js']);
  });

  it("leave out the dashboard's Apollo, which its widgets load after its heading", () => {
    expect(shellScripts('/dashboard', html, chunks)).toEqual([...signedIn, '/dashboard.js']);
  });

  it('leave out Apollo for a screen that draws its heading before it (headingFirst)', () => {
    expect(shellScripts('/dental-schools', html, chunks, false)).toEqual(signedIn);
  });

  it("leave out Apollo for settings, whose profile tab reads nothing through it, and carry settings' own code", () => {
    expect(shellScripts('/settings', html, chunks)).toEqual([...signedIn, '/settings.js']);
  });

  it("carry the summary's own code beside Apollo, which its sections read through", () => {
    expect(shellScripts('/application-summary', html, chunks)).toEqual([...signedIn, '/summary.js', '/apollo.js']);
  });

  it('are none on the landing page, and skip what the build does not list', () => {
    expect(shellScripts('/', html, chunks)).toEqual([]);
    expect(shellScripts('/coursework', html, {})).toEqual(['/main.1.js']);
  });
});

describe("a page's hints", () => {
  it('are preload links the script elements match, each address once', () => {
    expect(scriptLinks(['/a.js', '/b.js?x="1"&y=<2>', '/a.js'])).toBe(
      '<link rel="preload" href="/a.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/b.js?x=&quot;1&quot;&amp;y=&lt;2&gt;" as="script" fetchpriority="low">',
    );
  });

  it('carry the list of remotes and their files as JSON data, which no value can close early', () => {
    const script = remotesScript('/coursework', { academics: '/x</script><script>alert(1)</script>.json' });
    expect(script).toBe(
      '<script type="application/json" id="predental-remotes">' +
        '{"academics":"/x\\u003c/script>\\u003cscript>alert(1)\\u003c/script>.json"}</script>',
    );
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({
      academics: '/x</script><script>alert(1)</script>.json',
    });
    expect(remoteFilesScript({ screens: { '/s.json': schools }, files: { '/m.json': { id: '</script>' } } })).toBe(
      `<script type="application/json" id="predental-checked-screens">{"/s.json":${JSON.stringify(schools)}}</script>` +
        '<script type="application/json" id="predental-remote-files">{"/m.json":{"id":"\\u003c/script>"}}</script>',
    );
  });

  it('leave out the list and the files where there are none', () => {
    expect(remotesScript('/auth', REMOTES)).toBe('');
    expect(remotesScript('/', REMOTES)).toBe('');
    expect(remoteFilesScript({ screens: {}, files: {} })).toBe('');
  });
});
