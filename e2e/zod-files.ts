import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTE_AREAS } from '@predental/contracts/areas';

const ROOT = path.resolve(__dirname, '..');

/**
 * The files of every build (the shell's, each remote's) holding zod's code under `folder`: the
 * full zod's own (its classic API) by default, zod/v4/ for any of zod (core, mini, classic).
 */
export function zodFiles(folder = 'zod/v4/classic/'): string[] {
  const builds = ['shell', ...REMOTE_AREAS.map(({ name }) => `mfe-${name}`)];
  return builds.flatMap((build) => {
    const file = path.join(ROOT, build, 'dist', 'chunk-modules.json');
    const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { modules: string[] }>;
    return Object.entries(chunks)
      .filter(([, chunk]) => chunk.modules.some((module) => module.startsWith(folder)))
      .map(([file]) => file);
  });
}

/** From now on the page cannot fetch the full zod, as when the connection drops; gives what lets it again. */
export async function cutOffFullZod(page: Page): Promise<() => Promise<void>> {
  const files = zodFiles();
  const isZod = (url: URL) => files.includes(path.basename(url.pathname));
  await page.route(isZod, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(isZod);
}
