import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_AREAS } from '@predental/contracts/areas';

/** A build's chunk-modules.json (chunk-modules-plugin.js): each file's library modules, and whether it is a shared module's own copy. */
type ChunkModules = Record<string, { sharedCopy: boolean; modules: string[] }>;

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The federation runtime's glue every remote entry carries to start at all (its core comes once,
 * from the shell: the remotes are built with externalRuntime).
 */
const ENTRY_GLUE = '@module-federation/';

const packageOf = (module: string) => module.split('/', module.startsWith('@') ? 2 : 1).join('/');

/**
 * Library files one build ships outside sharing while another build ships them too (a page with
 * both would fetch and run that code twice), by package: "zod: academics, experience". A shared
 * module's own copy in every build is fine: the page loads one of them.
 */
function shippedTwice(builds: Record<string, ChunkModules>): string[] {
  const modules = (build: ChunkModules, outsideSharing: boolean) =>
    new Set(
      Object.values(build)
        .filter((file) => !outsideSharing || !file.sharedCopy)
        .flatMap((file) => file.modules)
        .filter((module) => !module.startsWith(ENTRY_GLUE)),
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

describe('library code more than one build uses', () => {
  it('is shipped by the shell and the remotes once, or as a shared module', () => {
    const builds = Object.fromEntries([
      ['shell', readBuild(path.join(ROOT, 'shell', 'dist'))],
      ...REMOTE_AREAS.map(({ name }) => [name, readBuild(path.join(ROOT, `mfe-${name}`, 'dist'))]),
    ]);
    expect(shippedTwice(builds)).toEqual([]);
  });

  it('is found when two builds each bundle it outside sharing', () => {
    const own = (...modules: string[]) => ({ sharedCopy: false, modules });
    const sharedCopy = (...modules: string[]) => ({ sharedCopy: true, modules });
    expect(
      shippedTwice({
        academics: { 'a.js': own('zod/index.js', 'react-dom/client.js'), 'b.js': sharedCopy('react/index.js') },
        experience: { 'c.js': own('zod/index.js'), 'd.js': sharedCopy('react/index.js', 'react-dom/index.js') },
        shell: { 'e.js': sharedCopy('@predental/design/src/Card.tsx'), 'f.js': own('@module-federation/sdk/a.js') },
        schools: { 'g.js': own('@predental/design/src/Card.tsx', '@module-federation/sdk/a.js') },
      }),
    ).toEqual(['@predental/design: schools, shell', 'zod: academics, experience']);
  });
});
