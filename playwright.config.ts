import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserStories, standaloneServer, STANDALONE_TIMEOUT } from './packages/remote-server/test-support/playwright';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Stories that change what every other story sees, so they run alone, after the rest:
 * remote-screens redeploys the academics remote the whole platform serves, and applications
 * moves the application cycle's dates that every student's offers and deadlines follow.
 */
const ALONE = ['remote-screens.spec.ts', 'applications.spec.ts'];

/**
 * Each remote's own stories (its e2e/ folder, as `npm run test:standalone` runs them), on ports
 * after E2E_PORT so runs on different ports stay apart. They never touch the platform, so they
 * share the second worker while the stories that run alone hold the first.
 */
const remotes = readdirSync(__dirname)
  .filter((folder) => folder.startsWith('mfe-') && existsSync(path.join(__dirname, folder, 'e2e')))
  .map((folder, index) => ({ folder, port: port + 1 + index }));

/** What a person does in the browser, in Debian's chromium against the whole stack and each remote alone. */
export default defineConfig({
  ...browserStories(`http://localhost:${port}`, 45_000),
  // Two stories at a time: a story mostly waits on the stack, so two keep both cores busy.
  workers: 2,
  projects: [
    { name: 'stories', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, dependencies: ['stories'], workers: 1 },
    ...remotes.map(({ folder, port: remotePort }) => ({
      name: folder,
      testDir: `${folder}/e2e`,
      timeout: STANDALONE_TIMEOUT,
      dependencies: ['stories'],
      use: { baseURL: `http://127.0.0.1:${remotePort}` },
    })),
  ],
  // Runs on different ports (two worktrees at once) keep their own output; Playwright empties it as it starts.
  outputDir: `test-results/e2e-${port}`,
  webServer: [
    {
      command: 'npx tsx scripts/test-server.ts',
      url: `http://localhost:${port}/remotes.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port) },
    },
    ...remotes.map(({ folder, port: remotePort }) => standaloneServer(remotePort, folder)),
  ],
});
