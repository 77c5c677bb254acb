const path = require('node:path');

/** What every jest run here shares: TypeScript through swc, node as the environment. */
const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }] },
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 30_000,
};

const SETUPS = {
  /** Nothing started: units, stand-ins, and tests that start what they need themselves. */
  none: undefined,
  /** The database engine alone (or MONGODB_URI, or a TEST_MONGODB_URI already given): a subgraph's own tests. */
  engine: path.join(__dirname, 'engine-setup.ts'),
  /** The whole platform: tests that go through the entry. */
  platform: path.join(__dirname, 'global-setup.ts'),
};

/** One workspace's own tests, run from its folder by `npm test -w <workspace>`. */
function workspaceConfig(dir, setup) {
  if (!(setup in SETUPS)) throw new Error(`unknown jest setup "${setup}": one of ${Object.keys(SETUPS).join(', ')}`);
  const globalSetup = SETUPS[setup];
  return {
    ...shared,
    rootDir: dir,
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
    ...(globalSetup ? { globalSetup, globalTeardown: path.join(__dirname, 'global-teardown.ts') } : {}),
  };
}

module.exports = { shared, workspaceConfig };
