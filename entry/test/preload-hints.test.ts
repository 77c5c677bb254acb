import type { AreaScreens } from '@predental/contracts/screens';
import { preloadLinks, preloadsFor, readDeclaredScreens, remotesScript } from '../src/preload-hints';

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
  screens: [{ path: '/dental-schools', module: 'Explorer', adminOnly: false }],
};
const SCREENS = { academics, experience, schools };

/** What every signed-in page reads first: each remote's screens (the list of remotes is in the page). */
const READ_FIRST = [
  '/remotes/academics/screens.json',
  '/remotes/experience/screens.json',
  'https://schools.example/app/screens.json',
];

describe("a page's preload hints", () => {
  it("name the manifest of the remote whose screen the path is, after every remote's screens", () => {
    expect(preloadsFor('/coursework', REMOTES, SCREENS)).toEqual([
      ...READ_FIRST,
      '/remotes/academics/mf-manifest.json',
    ]);
    expect(preloadsFor('/dental-schools', REMOTES, SCREENS)).toEqual([
      ...READ_FIRST,
      'https://schools.example/app/mf-manifest.json',
    ]);
  });

  it("name the remotes that contribute to a shell page's slots, and no other", () => {
    expect(preloadsFor('/dashboard', REMOTES, SCREENS).slice(READ_FIRST.length)).toEqual([
      '/remotes/academics/mf-manifest.json',
    ]);
    expect(preloadsFor('/application-summary', REMOTES, SCREENS).slice(READ_FIRST.length)).toEqual([
      '/remotes/experience/mf-manifest.json',
    ]);
  });

  it('are none on the public pages, which load no remote', () => {
    expect(preloadsFor('/auth', REMOTES, SCREENS)).toEqual([]);
    expect(preloadsFor('/', REMOTES, SCREENS)).toEqual([]);
  });

  it('still name the screens to read when a remote could not be read, and no manifest for it', () => {
    expect(preloadsFor('/dental-schools', REMOTES, { academics, schools: undefined })).toEqual(READ_FIRST);
    expect(preloadsFor('/no-such-page', REMOTES, SCREENS)).toEqual(READ_FIRST);
  });

  it('are links the browser matches to the fetch requests the shell makes', () => {
    expect(preloadLinks(['/remotes.json', '/a.json?x="1"&y=<2>'])).toBe(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/a.json?x=&quot;1&quot;&amp;y=&lt;2&gt;" as="fetch" crossorigin="anonymous">',
    );
  });
});

describe("a page's list of remotes", () => {
  it('is JSON data in a signed-in page, which no value can close early', () => {
    const script = remotesScript('/coursework', { academics: '/x</script><script>alert(1)</script>.json' });
    expect(script).toBe(
      '<script type="application/json" id="predental-remotes">' +
        '{"academics":"/x\\u003c/script>\\u003cscript>alert(1)\\u003c/script>.json"}</script>',
    );
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({
      academics: '/x</script><script>alert(1)</script>.json',
    });
  });

  it('is left out of the public pages, which load no remote', () => {
    expect(remotesScript('/auth', REMOTES)).toBe('');
    expect(remotesScript('/', REMOTES)).toBe('');
  });
});

describe("reading a remote's declaration for the hints", () => {
  const files = (contents: Record<string, unknown>) => async (file: string) => {
    if (!(file in contents)) throw new Error(`${file}: 404`);
    return contents[file];
  };

  it('takes its screens.json, checked', async () => {
    const { adminOnly: _, ...withoutFlag } = schools.screens[0]!;
    const read = await readDeclaredScreens(files({ 'screens.json': { area: 'Schools', screens: [withoutFlag] } }));
    expect(read).toEqual(schools);
  });

  it.each([
    ['is down', {}],
    ['declares nonsense', { 'screens.json': { area: '', screens: 'all' } }],
  ])('gives nothing when the remote %s', async (_case, contents) => {
    await expect(readDeclaredScreens(files(contents))).resolves.toBeUndefined();
  });
});
