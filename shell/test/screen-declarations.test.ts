import { parseAreaScreens, type AreaScreens } from '@predental/contracts/screens';
import { checkRemembered } from '../src/features/remote-area/screen-checks';
import { readScreenDeclarations, screensUrl, type ReadOptions } from '../src/features/remote-area/screen-declarations';
import { screen } from './screen';

const academics: AreaScreens = {
  area: 'Academics',
  screens: [screen('/coursework', 'Coursework', 'Coursework', 30), screen('/dat', 'Dat', 'DAT Scores', 60)],
};
const schools: AreaScreens = {
  area: 'Schools',
  screens: [{ path: '/dental-schools', module: 'Explorer', adminOnly: false }],
};

const manifest = {
  academics: '/remotes/academics/mf-manifest.json',
  schools: 'https://cdn.example.com/schools/mf-manifest.json',
};
const base = 'http://localhost:3000/coursework';

/** What the test's options asked for: the check's loads, the remembered declarations' reads. */
let asked: { checks: number; remembered: number };
beforeEach(() => (asked = { checks: 0, remembered: 0 }));

/**
 * Answers as the deployed remotes would: by URL, a thrown error for one that is down; `copies`
 * are what the entry checked and wrote into the page.
 */
function options(
  answers: Record<string, unknown>,
  {
    remembered = {},
    copies = {},
    ...overrides
  }: Partial<Omit<ReadOptions, 'remembered'>> & {
    remembered?: Record<string, AreaScreens>;
    copies?: Record<string, AreaScreens>;
  } = {},
): ReadOptions {
  return {
    manifest: async () => manifest,
    checkedCopy: (url) => copies[url],
    fetchJson: async (url) => {
      if (!(url in answers)) throw new Error(`${url}: 503`);
      return answers[url];
    },
    check: async () => {
      asked.checks += 1;
      return parseAreaScreens;
    },
    remembered: async () => {
      asked.remembered += 1;
      return remembered;
    },
    base,
    ...overrides,
  };
}
const ACADEMICS_URL = 'http://localhost:3000/remotes/academics/screens.json';
const SCHOOLS_URL = 'https://cdn.example.com/schools/screens.json';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("reading the remotes' screen declarations", () => {
  it('finds screens.json next to each mf-manifest.json, on our origin or another', () => {
    expect(screensUrl(manifest.academics, base)).toBe(ACADEMICS_URL);
    expect(screensUrl(manifest.schools, base)).toBe(SCHOOLS_URL);
  });

  it('reads every remote in the manifest and remembers what it read', async () => {
    const { declarations, remember } = await readScreenDeclarations(
      options({ [ACADEMICS_URL]: academics, [SCHOOLS_URL]: schools }),
    );
    expect(declarations).toEqual({
      settled: true,
      declared: [
        { remote: 'academics', screens: academics },
        { remote: 'schools', screens: schools },
      ],
      unavailable: [],
    });
    expect(remember).toEqual({ academics, schools });
  });

  it('fills in adminOnly when a declaration leaves it out', async () => {
    const { adminOnly: _, ...withoutFlag } = schools.screens[0]!;
    const { declarations } = await readScreenDeclarations(
      options({ [ACADEMICS_URL]: academics, [SCHOOLS_URL]: { area: 'Schools', screens: [withoutFlag] } }),
    );
    expect(declarations.declared[1]!.screens.screens[0]!.adminOnly).toBe(false);
  });

  it('keeps the last good declaration of a remote that is down, so its paths still show its error card', async () => {
    const { declarations, remember } = await readScreenDeclarations(
      options({ [SCHOOLS_URL]: schools }, { remembered: { academics } }),
    );
    expect(declarations.declared).toEqual([
      { remote: 'academics', screens: academics },
      { remote: 'schools', screens: schools },
    ]);
    expect(declarations.unavailable).toEqual([]);
    expect(remember).toEqual({ academics, schools });
  });

  it('names an area that is down and was never read, so an unclaimed path shows its error card', async () => {
    const { declarations } = await readScreenDeclarations(options({ [SCHOOLS_URL]: schools }));
    expect(declarations.declared).toEqual([{ remote: 'schools', screens: schools }]);
    expect(declarations.unavailable).toEqual(['Academics']);
  });

  it.each([
    ['not an object', 'Coursework'],
    ['a path that is not a path', { ...academics, screens: [{ path: 'coursework', module: 'Coursework' }] }],
    ['a module name with a path in it', { ...academics, screens: [{ path: '/coursework', module: './Coursework' }] }],
    [
      'an unknown sidebar section',
      { ...academics, screens: [{ path: '/x', module: 'X', nav: { label: 'X', section: 'footer', order: 1 } }] },
    ],
    [
      'an empty label',
      { ...academics, screens: [{ path: '/x', module: 'X', nav: { label: ' ', section: 'main', order: 1 } }] },
    ],
    ['no area name', { screens: academics.screens }],
  ])('treats a declaration with %s like a remote that is down', async (_, broken) => {
    const { declarations } = await readScreenDeclarations(
      options({ [ACADEMICS_URL]: broken, [SCHOOLS_URL]: schools }, { remembered: { academics } }),
    );
    expect(declarations.declared[0]).toEqual({ remote: 'academics', screens: academics });
    expect(console.error).toHaveBeenCalledWith('Could not read the screens of the academics remote', expect.any(Error));
  });

  it('keeps the objects the page shows for what it read unchanged, so nothing renders again', async () => {
    const answers = { [ACADEMICS_URL]: academics, [SCHOOLS_URL]: schools };
    const shown = (await readScreenDeclarations(options(answers))).declarations.declared;
    const again = await readScreenDeclarations(options(answers, { shown: () => shown }));
    expect(again.declarations.declared).toBe(shown);

    const moved = { ...schools, screens: [{ ...schools.screens[0]!, path: '/schools' }] };
    const changed = await readScreenDeclarations(options({ ...answers, [SCHOOLS_URL]: moved }, { shown: () => shown }));
    expect(changed.declarations.declared).not.toBe(shown);
    expect(changed.declarations.declared[0]).toBe(shown[0]);
    expect(changed.declarations.declared[1]!.screens.screens[0]!.path).toBe('/schools');
  });

  it('drops what it remembered of a remote no longer in the manifest', async () => {
    const { declarations, remember } = await readScreenDeclarations(
      options({ [ACADEMICS_URL]: academics, [SCHOOLS_URL]: schools }, { remembered: { retired: schools } }),
    );
    expect(declarations.declared.map((area) => area.remote)).toEqual(['academics', 'schools']);
    expect(Object.keys(remember)).toEqual(['academics', 'schools']);
  });

  it('without the list of remotes, draws what it remembers and treats any unclaimed path as unavailable', async () => {
    const { declarations } = await readScreenDeclarations(
      options({}, { remembered: { academics }, manifest: () => Promise.reject(new Error('remotes.json: 502')) }),
    );
    expect(declarations).toEqual({
      settled: true,
      declared: [{ remote: 'academics', screens: academics }],
      unavailable: ['This page'],
    });
  });

  it("uses the page's copies, which the entry checked, as they are: no check loaded, nothing remembered asked", async () => {
    const { declarations } = await readScreenDeclarations(
      options({}, { copies: { [ACADEMICS_URL]: academics, [SCHOOLS_URL]: schools } }),
    );
    expect(declarations.declared).toEqual([
      { remote: 'academics', screens: academics },
      { remote: 'schools', screens: schools },
    ]);
    expect(asked).toEqual({ checks: 0, remembered: 0 });
  });

  it('checks what it fetches beside a copy, and refuses it with the same message whichever way it came', async () => {
    const broken = { ...schools, screens: [{ path: 'schools', module: 'Explorer' }] };
    const { declarations } = await readScreenDeclarations(
      options({ [SCHOOLS_URL]: broken }, { copies: { [ACADEMICS_URL]: academics }, remembered: { schools } }),
    );
    expect(declarations.declared).toEqual([
      { remote: 'academics', screens: academics },
      { remote: 'schools', screens: schools },
    ]);
    expect(asked).toEqual({ checks: 1, remembered: 1 });
    const refused = parseAreaScreens(broken);
    expect(refused.ok).toBe(false);
    expect(console.error).toHaveBeenCalledWith(
      'Could not read the screens of the schools remote',
      new Error(refused.ok ? '' : refused.error),
    );
  });

  it('forgets remembered declarations that no longer pass the contract', () => {
    expect(checkRemembered({ academics, schools: { area: 'Schools', screens: 'all' } })).toEqual({ academics });
    expect(checkRemembered('nonsense')).toEqual({});
  });
});
