/** Units and services against the real engine; the browser tests are Playwright's (e2e/). */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/test/**/*.test.ts', '<rootDir>/**/test/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }] },
  globalSetup: '<rootDir>/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/test-support/global-teardown.ts',
  testTimeout: 30_000,
};
