import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startStack, type Stack } from '../scripts/stack';

export const TEST_ADMIN_PASSWORD = 'Admin!Test1';

/** One real stack (engine, subgraphs, gateway, entry) for every service test file. */
export default async function globalSetup(): Promise<void> {
  const dataDir = path.join(ROOT, '.data', `jest-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    dataDir,
    ports: 'free',
    logDir: path.join(dataDir, 'logs'),
    env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, LOGIN_RATE_LIMIT: '1000' },
  });
  (globalThis as { __stack?: Stack; __dataDir?: string }).__stack = stack;
  (globalThis as { __dataDir?: string }).__dataDir = dataDir;
  process.env.TEST_ENTRY_URL = stack.entryUrl;
  process.env.TEST_GATEWAY_URL = stack.gatewayUrl;
  process.env.TEST_SUBGRAPH_URLS = JSON.stringify(stack.subgraphUrls);
  process.env.TEST_INTERNAL_SECRET = stack.secret;
}
