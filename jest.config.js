const path = require('node:path');
const { shared } = require('./test-support/jest-shared');

const setup = (name) => path.join(__dirname, 'test-support', name);
const tests = (...dirs) => dirs.flatMap((dir) => [`<rootDir>/${dir}/**/*.test.ts`, `<rootDir>/${dir}/**/*.test.tsx`]);
/** Service tests in a package that is otherwise unit-tested: they need the database engine. */
const ENGINE_TESTS_IN_PACKAGES = ['<rootDir>/packages/service-kit/test/student-record.test.ts'];

/**
 * Every jest test of the repository, in three projects by what they need started:
 * - unit: nothing (rules, components, tools): `npm run test:unit`, seconds;
 * - engine: the database engine alone (each subgraph and the gateway tested by itself);
 * - platform: the whole platform, started once (tests through the entry, the bridge, the stack).
 * Whichever of the two setups runs first starts the engine and the other uses it, so a full run
 * starts one. The browser tests are Playwright's (e2e/).
 */
module.exports = {
  // A run-wide option: jest ignores it inside a project, so the projects' own (shared) never applied here.
  testTimeout: shared.testTimeout,
  projects: [
    {
      ...shared,
      displayName: 'platform',
      rootDir: __dirname,
      testMatch: tests('platform-tests/test'),
      globalSetup: setup('global-setup.ts'),
      globalTeardown: setup('global-teardown.ts'),
    },
    {
      ...shared,
      displayName: 'engine',
      rootDir: __dirname,
      testMatch: [...tests('subgraphs/*/test', 'gateway/test'), ...ENGINE_TESTS_IN_PACKAGES],
      globalSetup: setup('engine-setup.ts'),
      globalTeardown: setup('global-teardown.ts'),
    },
    {
      ...shared,
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: tests('packages/*/test', 'subgraphs/*/contract/test', 'rest-bridge/test', 'shell/test', 'mfe-*/test', 'entry/test', 'scripts/test'),
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...ENGINE_TESTS_IN_PACKAGES],
    },
  ],
};
