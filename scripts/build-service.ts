import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SDL_FILES } from '@predental/service-kit/subgraph-sdl';

/**
 * Compiles a Node service (a subgraph, the gateway, the entry, the REST bridge) to
 * dist/main.js: its own code and the workspace packages it uses in one file, third-party
 * packages left to node_modules. Plain JavaScript starts sooner and holds less memory than tsx
 * (npm run bench:start), and start time is most of how fast a killed service answers again.
 *
 * Files are written under a temporary name and renamed, so a process starting meanwhile
 * (another test's stack) reads the old file or the new one, never half of one.
 */
export async function buildService(dir: string): Promise<void> {
  const dist = path.join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  const result = await compileService(path.join(dir, 'src', 'main.ts'), path.join(dist, 'main.js'));
  const replace = (file: string, write: (temporary: string) => void) => {
    const temporary = `${file}.${process.pid}.tmp`;
    write(temporary);
    renameSync(temporary, file);
  };
  for (const output of result.outputFiles)
    replace(output.path, (temporary) => writeFileSync(temporary, output.contents));
  // Subgraphs load their SDL files beside the running file.
  for (const file of SDL_FILES) {
    const sdl = path.join(dir, 'src', file);
    if (existsSync(sdl)) replace(path.join(dist, file), (temporary) => copyFileSync(sdl, temporary));
  }
}

/**
 * The compiled code and its source map, in memory (scripts/test/compose.test.ts reads what a
 * service reads; it leaves out `external` workspace packages, code another service runs).
 */
export function compileService(entryPoint: string, outfile: string, external: readonly string[] = []) {
  return build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'third-party-stays-external',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@predental/') && !external.some((name) => args.path.startsWith(`${name}/`))
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (require.main === module) {
  buildService(process.cwd()).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
