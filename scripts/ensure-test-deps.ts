import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretdbBinary } from './db-engine/ferretdb';
import { ensureComposeConfig, hasGo } from './compose-config';

/** What `npm test` needs beyond npm packages: Debian's chromium, the compose checker where Go is and, without MongoDB, the FerretDB build. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`[test] ${CHROMIUM} is missing: installing Debian's chromium (never a downloaded browser build)...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) =>
    execFileSync(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}

const hasMongod =
  process.env.MONGOMS_SYSTEM_BINARY ||
  (() => {
    try {
      execFileSync('which', ['mongod'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
if (!process.env.MONGODB_URI && !hasMongod) ensureFerretdbBinary(path.resolve(__dirname, '..', '.cache', 'ferretdb'));
// scripts/test/compose.test.ts checks docker-compose.yml with it, with no network at test time.
if (hasGo()) ensureComposeConfig();
