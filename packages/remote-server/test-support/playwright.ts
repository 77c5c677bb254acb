import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

/** Debian's chromium, quiet: shared by the whole-platform tests and each remote's own. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * A remote's own browser tests: its built dist/ served by its own file server (`npm start`,
 * serve-remote) on `port`, the standalone page at /standalone/, and GraphQL answered by the
 * stand-in (standin.ts). No platform runs.
 */
export function standalonePlaywrightConfig(port: number): PlaywrightTestConfig {
  return defineConfig({
    testDir: 'e2e',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure', launchOptions: chromiumLaunch },
    webServer: {
      command: 'npm start',
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { REMOTE_PORT: String(port) },
    },
  });
}
