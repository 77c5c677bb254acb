import path from 'node:path';
import { startTestStack } from '../scripts/stack';
import { noteDataDir, runState } from './run-state';

export const TEST_ADMIN_PASSWORD = 'Admin!Test1';

/** One real stack (engine, subgraphs, gateway, entry) for every service test file. */
export default async function globalSetup(): Promise<void> {
  const stack = await startTestStack(`jest-${process.pid}`, {
    // The tests play the one trusted proxy hop (test-support/api-client.ts); limits stay at their defaults.
    env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: '1' },
    // Jest runs the projects' setups in no fixed order: the engine project's, when it came first, is shared.
    databaseUri: process.env.TEST_MONGODB_URI,
  });
  runState().__stack = stack;
  noteDataDir(stack.dataDir);
  process.env.TEST_ENTRY_URL = stack.entryUrl;
  process.env.TEST_GATEWAY_URL = stack.gatewayUrl;
  process.env.TEST_SUBGRAPH_URLS = JSON.stringify(stack.subgraphUrls);
  process.env.TEST_INTERNAL_SECRET = stack.secret;
  process.env.TEST_MONGODB_URI = stack.databaseUri;
  process.env.TEST_LOG_DIR = path.join(stack.dataDir, 'logs');
}
