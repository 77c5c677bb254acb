import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `docker compose config` for machines without Docker: scripts/compose-config (compose-go, the
 * loader the docker compose CLI uses), built once with Go from the module proxy and cached, like
 * FerretDB. Rebuilt when its source or pinned modules change.
 */
const ROOT = path.resolve(__dirname, '..');
const SOURCE = path.join(ROOT, 'scripts', 'compose-config');

export function hasGo(): boolean {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensureComposeConfig(cacheDir = path.join(ROOT, '.cache', 'compose-config')): string {
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'go.sum', 'main.go']) hash.update(readFileSync(path.join(SOURCE, file)));
  const binary = path.join(cacheDir, `compose-config-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(binary)) return binary;
  console.error(`[compose-config] building it with Go (once; cached in ${cacheDir})...`);
  execFileSync('go', ['build', '-o', binary, '.'], { cwd: SOURCE, stdio: ['ignore', 'inherit', 'inherit'] });
  return binary;
}

/** Prints docker-compose.yml as Docker Compose would run it: tsx scripts/compose-config.ts [--env-file .env] */
if (require.main === module) {
  try {
    execFileSync(ensureComposeConfig(), [...process.argv.slice(2), path.join(ROOT, 'docker-compose.yml')], {
      stdio: 'inherit',
    });
  } catch {
    process.exit(1);
  }
}
