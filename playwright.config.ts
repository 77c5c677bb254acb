import { defineConfig } from '@playwright/test';
import { browserStories } from './packages/remote-server/test-support/playwright';

const port = Number(process.env.E2E_PORT ?? 3100);

/** What a person does in the browser, in Debian's chromium against the whole stack. */
export default defineConfig({
  ...browserStories(`http://localhost:${port}`, 45_000),
  // Runs on different ports (two worktrees at once) keep their own output; Playwright empties it as it starts.
  outputDir: `test-results/e2e-${port}`,
  webServer: {
    command: 'npx tsx scripts/test-server.ts',
    url: `http://localhost:${port}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
