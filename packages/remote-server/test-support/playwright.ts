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
 * How the browser stories run, the platform's and each remote's alike: the e2e/ folder, one at a
 * time in Debian's chromium, never retried (a story that fails once is a finding), traced on failure.
 * The trace keeps each action, the console and the network, but neither the screencast (filming every
 * test doubled the browser's CPU on a 2-core machine) nor a DOM snapshot per action (a copy of the
 * explorer's 1,400 elements at every click): a failure's own page snapshot is in its error context.
 */
export function browserStories(baseURL: string, timeout: number): PlaywrightTestConfig {
  return {
    testDir: 'e2e',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    use: {
      baseURL,
      trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
      launchOptions: chromiumLaunch,
    },
  };
}

/** A remote's file server for its own stories: `npm start` in the remote's folder, on `port`. */
export function standaloneServer(port: number, cwd?: string) {
  return {
    command: 'npm start',
    cwd,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 30_000,
    reuseExistingServer: false,
    env: { REMOTE_PORT: String(port) },
  };
}

/**
 * A remote's own browser tests: its built dist/ served by its own file server (`npm start`,
 * serve-remote) on `port`, the standalone page at /standalone/, and GraphQL answered by the
 * stand-in (standin.ts). No platform runs.
 */
export function standalonePlaywrightConfig(port: number): PlaywrightTestConfig {
  return defineConfig({
    ...browserStories(`http://127.0.0.1:${port}`, STANDALONE_TIMEOUT),
    webServer: standaloneServer(port),
  });
}

export const STANDALONE_TIMEOUT = 60_000;
