import { test as base } from '@playwright/test';
import { startTestStack, type Stack } from '../scripts/stack';

/**
 * Playwright's `test` with a stack of its own for the file's worker (under `.data/<name>`, with
 * `env` for every service), for tests the shared stack must never see; pages open on it, so
 * support.ts's relative URLs reach it.
 */
export function testOnOwnStack(name: string, env: Record<string, string>) {
  return base.extend<object, { stack: Stack }>({
    stack: [
      // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const stack = await startTestStack(name, { env });
        await use(stack);
        await stack.stop();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ stack }, use) => use(stack.entryUrl),
  });
}
