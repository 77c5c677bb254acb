import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_AREAS } from '@predental/contracts/areas';
import sharedLibraries from '../shared-libraries.json';

/**
 * A build's chunk-modules.json (chunk-modules-plugin.js): each file's library modules, and the
 * shared modules whose own copy it is (null: the build's own code loads it).
 */
type ChunkModules = Record<string, { sharedCopyOf: string[] | null; modules: string[] }>;

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

function readBuild(dist: string): ChunkModules {
  const file = path.join(dist, 'chunk-modules.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkModules;
}

describe('code of the shared libraries', () => {
  it("is shipped by the shell and the remotes once, or as a shared module's own copy", () => {
    const builds = Object.fromEntries([
      ['shell', readBuild(path.join(ROOT, 'shell', 'dist'))],
      ...REMOTE_AREAS.map(({ name }) => [name, readBuild(path.join(ROOT, `mfe-${name}`, 'dist'))]),
    ]);
    const packages = [...sharedLibraries.singletons, ...sharedLibraries.subpaths.map((prefix) => prefix.slice(0, -1))];
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
