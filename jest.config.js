const { shared } = require('./test-support/jest-shared');

/**
 * Every jest test of the repository once, against one whole platform (the global setup); the
 * subgraphs' own tests use its engine. Each workspace also runs its own alone (its jest.config.js).
 * The browser tests are Playwright's (e2e/).
 */
module.exports = {
  ...shared,
  testMatch: ['<rootDir>/**/test/**/*.test.ts', '<rootDir>/**/test/**/*.test.tsx'],
  testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '<rootDir>/e2e/'],
  globalSetup: '<rootDir>/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/test-support/global-teardown.ts',
};
