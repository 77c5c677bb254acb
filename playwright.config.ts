import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './packages/remote-server/test-support/playwright';

const port = Number(process.env.E2E_PORT ?? 3100);

/** What a person does in the browser, in Debian's chromium against the whole stack. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'npx tsx scripts/test-server.ts',
    url: `http://localhost:${port}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
