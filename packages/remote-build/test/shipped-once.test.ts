import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_AREAS } from '@predental/contracts/areas';
import { parseAreaScreens, SCREENS_FILE, type AreaScreens } from '@predental/contracts/screens';
import { SLOTS } from '@predental/contracts/slots';
import sharedLibraries from '../shared-libraries.json';

/**
 * A build's chunk-modules.json (chunk-modules-plugin.js): each file's library modules, the shared
 * modules whose own copy it is (null: the build's own code loads it), whether it is an entry
 * (remoteEntry.js), the exposed modules whose import fetches it (none for a chunk loaded later) and
 * those whose own module it holds.
 */
type ChunkModules = Record<
  string,
  { sharedCopyOf: string[] | null; entry?: boolean; exposes?: string[]; holds?: string[]; modules: string[] }
>;

const ROOT = path.resolve(__dirname, '../../..');

const packageOf = (module: string) => module.split('/', module.startsWith('@') ? 2 : 1).join('/');

/**
 * Files of the shared libraries that one build's own code loads while another build ships them too
 * (a page with both fetches and runs them twice, as the dashboard did with @apollo/client's cache
 * from academics and experience), by package: "@apollo/client: academics, experience". A shared
 * module's own copy in several builds is fine: the page loads one of them.
 */
function shippedTwice(builds: Record<string, ChunkModules>, sharedPackages: readonly string[]): string[] {
  const modules = (build: ChunkModules, ownCodeOnly: boolean) =>
    new Set(
      Object.values(build)
        .filter((file) => !ownCodeOnly || file.sharedCopyOf === null)
        .flatMap((file) => file.modules)
        .filter((module) => sharedPackages.includes(packageOf(module))),
    );
  const found = new Map<string, Set<string>>();
  for (const [name, build] of Object.entries(builds)) {
    for (const module of modules(build, true)) {
      const others = Object.keys(builds).filter(
        (other) => other !== name && modules(builds[other]!, false).has(module),
      );
      if (others.length === 0) continue;
      const where = found.get(packageOf(module)) ?? new Set<string>();
      for (const each of [name, ...others]) where.add(each);
      found.set(packageOf(module), where);
    }
  }
  return [...found].map(([pkg, where]) => `${pkg}: ${[...where].sort().join(', ')}`).sort();
}

/** The shell's pages that draw each slot's contributions. */
const SLOT_PAGES: Record<string, string> = {
  [SLOTS.dashboardFirstSteps]: '/dashboard',
  [SLOTS.dashboardCards]: '/dashboard',
  [SLOTS.dashboardPanels]: '/dashboard',
  [SLOTS.applicationSummarySections]: '/application-summary',
};

interface Remote {
  chunks: ChunkModules;
  screens: AreaScreens;
}

/** The exposed modules ("./GpaCards") a remote's declaration puts on each page: its screens, its contributions. */
function modulesByPage({ screens, contributions = [] }: AreaScreens): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  const add = (page: string, module: string) => pages.set(page, (pages.get(page) ?? new Set()).add(`./${module}`));
  for (const screen of screens) add(screen.path, screen.module);
  for (const contribution of contributions)
    add(SLOT_PAGES[contribution.slot] ?? contribution.slot, contribution.module);
  return pages;
}

/** Our workspaces whose code the remotes share: the design system and the area runtime. */
const SHARED_WORKSPACES = ['@predental/design', '@predental/area-runtime'];

/**
 * What a module of the files counts as: an npm package by name; a file of a shared workspace by
 * its path in the workspace ("@predental/design/src/Card.tsx", however the build names it), as two
 * remotes may each ship a different file of it; the other workspaces' files (contracts) not at all.
 */
function codeOf(module: string): string | undefined {
  const pkg = packageOf(module);
  if (SHARED_WORKSPACES.includes(pkg)) return `${pkg}/${module.slice(module.lastIndexOf('/src/') + 1)}`;
  return pkg.startsWith('@predental/') ? undefined : pkg;
}

/** The npm packages and the shared workspaces' files in the files a remote fetches for the given exposed modules, and its entry. */
function codeFetched(chunks: ChunkModules, modules: Set<string>): Set<string> {
  const fetched = Object.values(chunks).filter(
    (file) => file.sharedCopyOf === null && (file.entry || (file.exposes ?? []).some((module) => modules.has(module))),
  );
  return new Set(fetched.flatMap((file) => file.modules.flatMap((module) => codeOf(module) ?? [])));
}

interface FetchedTwice {
  page: string;
  pkg: string;
  remotes: string[];
}

/**
 * npm packages, and files of the design system and the area runtime, that two remotes ship in the
 * files one page fetches from each (the dashboard fetched Radix's tooltip and floating-ui from
 * academics and again from experience, and Card, Table and the shared query from four remotes).
 */
function fetchedTwicePerPage(remotes: Record<string, Remote>): FetchedTwice[] {
  const byPage = new Map<string, Map<string, string[]>>();
  for (const [name, remote] of Object.entries(remotes)) {
    for (const [page, modules] of modulesByPage(remote.screens)) {
      const packages = byPage.get(page) ?? new Map<string, string[]>();
      for (const pkg of codeFetched(remote.chunks, modules)) packages.set(pkg, [...(packages.get(pkg) ?? []), name]);
      byPage.set(page, packages);
    }
  }
  return [...byPage].flatMap(([page, packages]) =>
    [...packages].filter(([, where]) => where.length > 1).map(([pkg, where]) => ({ page, pkg, remotes: where.sort() })),
  );
}

/** "/dashboard: @radix-ui/react-tooltip (academics, experience)" */
const described = ({ page, pkg, remotes }: FetchedTwice) => `${page}: ${pkg} (${remotes.join(', ')})`;

/**
 * What pages still fetch from two remotes: each remote entry's federation entry, the few lines
 * webpack writes for its build to start the bundler runtime the shell provides
 * (provide-bundler-runtime.js). The test fails when another package joins it, and when it is
 * fixed (then drop it from here).
 */
const STILL_TWICE = ['.federation'];

function readBuild(dist: string): ChunkModules {
  const file = path.join(dist, 'chunk-modules.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as ChunkModules;
  // A build older than the exposed modules' lists would look as if its pages fetched nothing.
  if (Object.values(chunks).some((chunk) => chunk.exposes === undefined || chunk.holds === undefined))
    throw new Error(`${file} does not say what each exposed module fetches: run \`npm run build\` again`);
  return chunks;
}

function readScreens(dist: string): AreaScreens {
  const parsed = parseAreaScreens(JSON.parse(readFileSync(path.join(dist, SCREENS_FILE), 'utf8')));
  if (!parsed.ok) throw new Error(`${dist}/${SCREENS_FILE}: ${parsed.error}`);
  return parsed.screens;
}

/** Every remote's build and declaration, as built. */
const readRemotes = (): Record<string, Remote> =>
  Object.fromEntries(
    REMOTE_AREAS.map(({ name }) => {
      const dist = path.join(ROOT, `mfe-${name}`, 'dist');
      return [name, { chunks: readBuild(dist), screens: readScreens(dist) }];
    }),
  );

describe('code of the shared libraries', () => {
  it("is shipped by the shell and the remotes once, or as a shared module's own copy", () => {
    const builds = Object.fromEntries([
      ['shell', readBuild(path.join(ROOT, 'shell', 'dist'))],
      ...REMOTE_AREAS.map(({ name }) => [name, readBuild(path.join(ROOT, `mfe-${name}`, 'dist'))]),
    ]);
    const packages = [
      ...sharedLibraries.singletons,
      ...sharedLibraries.subpaths.map((prefix) => prefix.slice(0, -1)),
      ...sharedLibraries.libraries,
    ];
    expect(shippedTwice(builds, packages)).toEqual([]);
  });

  it('is found when one build bundles it outside sharing and another ships it too', () => {
    const own = (...modules: string[]) => ({ sharedCopyOf: null, modules });
    const copyOf = (key: string, ...modules: string[]) => ({ sharedCopyOf: [key], modules });
    const builds = {
      academics: {
        'a.js': own('@apollo/client/cache/index.js', 'zod/index.js'),
        'b.js': copyOf('react', 'react/index.js'),
      },
      experience: {
        'c.js': own('@apollo/client/cache/index.js', 'zod/index.js'),
        'd.js': copyOf('react', 'react/index.js'),
      },
      shell: { 'e.js': own('react-dom/client.js') },
      schools: { 'f.js': copyOf('react-dom', 'react-dom/index.js') },
    };
    expect(shippedTwice(builds, ['@apollo/client', 'react', 'react-dom'])).toEqual([
      '@apollo/client: academics, experience',
    ]);
  });
});

describe('library code a page fetches from the remotes', () => {
  it('comes from one remote on each page, never from two (but for the packages still left)', () => {
    const found = fetchedTwicePerPage(readRemotes());
    expect(found.filter(({ pkg }) => !STILL_TWICE.includes(pkg)).map(described)).toEqual([]);
    expect(STILL_TWICE.filter((pkg) => !found.some((each) => each.pkg === pkg))).toEqual([]);
  });

  it('is found when two remotes on one page bundle the same package or design file, not when they are on different pages', () => {
    const screens = (path: string, module: string, slotModule: string): AreaScreens => ({
      area: 'Area',
      screens: [{ path, module, adminOnly: false, nav: { label: module, section: 'main', order: 1 } }],
      contributions: [{ slot: SLOTS.dashboardCards, module: slotModule, order: 1 }],
    });
    const file = (exposes: string[], ...modules: string[]) => ({ sharedCopyOf: null, entry: false, exposes, modules });
    const entry = (...modules: string[]) => ({ sharedCopyOf: null, entry: true, exposes: [], modules });
    const remotes = {
      academics: {
        screens: screens('/coursework', 'Coursework', 'GpaCards'),
        chunks: {
          'remoteEntry.js': entry('@module-federation/runtime/dist/index.js'),
          'a.js': file(['./Coursework'], 'react-hook-form/dist/index.esm.mjs'),
          'b.js': file(
            ['./GpaCards', './Coursework'],
            '@radix-ui/react-tooltip/dist/index.mjs',
            '@predental/design/src/Card.tsx',
            '@predental/design/src/Page.tsx',
            '@predental/contracts/src/csv.ts',
          ),
          'c.js': file([], '@radix-ui/react-dialog/dist/index.mjs'),
        },
      },
      experience: {
        screens: screens('/shadowing', 'Shadowing', 'HoursCards'),
        chunks: {
          'remoteEntry.js': entry('@module-federation/runtime/dist/index.js'),
          // Loaded on demand (a dialog opened): not fetched with the page.
          'f.js': file([], '@radix-ui/react-dialog/dist/index.mjs'),
          'd.js': file(['./Shadowing'], 'react-hook-form/dist/index.esm.mjs', 'papaparse/papaparse.min.js'),
          'e.js': file(
            ['./HoursCards'],
            '@radix-ui/react-tooltip/dist/index.mjs',
            '@predental/design/../../../packages/design/src/Card.tsx',
            '@predental/contracts/src/csv.ts',
          ),
          // The page's copy of a shared module (loaded only when the page has none): not counted.
          'g.js': {
            sharedCopyOf: ['@predental/design/core'],
            exposes: ['./HoursCards'],
            modules: ['@predental/design/src/Page.tsx'],
          },
        },
      },
    };
    expect(fetchedTwicePerPage(remotes).map(described)).toEqual([
      '/dashboard: @module-federation/runtime (academics, experience)',
      '/dashboard: @radix-ui/react-tooltip (academics, experience)',
      '/dashboard: @predental/design/src/Card.tsx (academics, experience)',
    ]);
  });
});

/**
 * Each remote's contributions to one shell page whose own modules are in more than one of its files
 * ("academics /dashboard: 4 files"): the page draws them all, and each file is one more request and
 * script to start (the dashboard fetched 37 scripts, 11 of them the remotes' widgets one by one).
 */
function contributionsSplit(remotes: Record<string, Remote>): string[] {
  return Object.entries(remotes).flatMap(([name, { chunks, screens }]) => {
    const byPage = new Map<string, Set<string>>();
    for (const { slot, module } of screens.contributions ?? [])
      byPage.set(SLOT_PAGES[slot] ?? slot, (byPage.get(SLOT_PAGES[slot] ?? slot) ?? new Set()).add(`./${module}`));
    return [...byPage].flatMap(([page, modules]) => {
      const files = Object.values(chunks).filter((file) => (file.holds ?? []).some((held) => modules.has(held)));
      return files.length > 1 ? [`${name} ${page}: ${files.length} files`] : [];
    });
  });
}

describe("a remote's contributions to one of the shell's pages", () => {
  it('come in one file of the remote, however many there are', () => {
    expect(contributionsSplit(readRemotes())).toEqual([]);
  });

  it('are found split when each is a file of its own, not when a screen has its own', () => {
    const holding = (...holds: string[]) => ({ sharedCopyOf: null, entry: false, exposes: holds, holds, modules: [] });
    const screens: AreaScreens = {
      area: 'Academics',
      screens: [{ path: '/coursework', module: 'Coursework', adminOnly: false }],
      contributions: [
        { slot: SLOTS.dashboardCards, module: 'GpaCards', order: 1 },
        { slot: SLOTS.dashboardPanels, module: 'DatTable', order: 2 },
        { slot: SLOTS.applicationSummarySections, module: 'ApplicationAcademics', order: 1 },
      ],
    };
    const split = { 'a.js': holding('./GpaCards'), 'b.js': holding('./DatTable'), 'c.js': holding('./Coursework') };
    const grouped = { 'a.js': holding('./DatTable', './GpaCards'), 'c.js': holding('./Coursework') };
    expect(contributionsSplit({ academics: { screens, chunks: split } })).toEqual(['academics /dashboard: 2 files']);
    expect(contributionsSplit({ academics: { screens, chunks: grouped } })).toEqual([]);
  });
});
