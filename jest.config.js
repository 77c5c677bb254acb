const path = require('node:path');

const setup = (name) => path.join(__dirname, 'test-support', name);
const tests = (...dirs) => dirs.flatMap((dir) => [`<rootDir>/${dir}/**/*.test.ts`, `<rootDir>/${dir}/**/*.test.tsx`]);
/** Service tests in a package that is otherwise unit-tested: they need the database engine. */
const ENGINE_TESTS_IN_PACKAGES = ['<rootDir>/packages/service-kit/test/student-record.test.ts'];
/** Tests beside the code they test, in any workspace's src/: they start nothing. */
const BESIDE_THE_CODE =
  '<rootDir>/{packages/*,subgraphs/*,subgraphs/*/contract,gateway,rest-bridge,entry,shell,mfe-*}/src/**';

/** What every project shares: TypeScript and TSX through swc, node as the environment. */
const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  testPathIgnorePatterns: ['/node_modules/'],
};

/**
 * Every jest test of the repository, in projects by what a suite starts:
 * - unit: nothing (rules, tools, and every test beside its code in a src/ folder);
 * - components: nothing either; a React component's test beside it (src/**\/*.test.tsx) in jsdom.
 *   `npm run test:unit` runs both, in seconds;
 * - engine: the database engine (a subgraph's and the gateway's test/ folders: each tested by itself);
 * - platform: the whole platform, started once (tests through the entry, the bridge, the stack).
 * So a suite that starts nothing goes beside its code, and a workspace's test/ folder holds what
 * needs something started (and, outside subgraphs and the gateway, older units).
 * Whichever of the engine and platform setups runs first starts the engine and the other uses
 * it, so a full run starts one. A workspace's `npm test` runs this config for its own folder.
 * The browser tests are Playwright's (e2e/, mfe-*\/e2e/).
 */
module.exports = {
  // A run-wide option: jest ignores it inside a project.
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'platform',
      testMatch: tests('platform-tests/test'),
      globalSetup: setup('global-setup.ts'),
      globalTeardown: setup('global-teardown.ts'),
    },
    {
      ...shared,
      displayName: 'engine',
      testMatch: [...tests('subgraphs/*/test', 'gateway/test'), ...ENGINE_TESTS_IN_PACKAGES],
      globalSetup: setup('engine-setup.ts'),
      globalTeardown: setup('global-teardown.ts'),
    },
    {
      ...shared,
      displayName: 'unit',
      testMatch: [
        ...tests(
          'packages/*/test',
          'subgraphs/*/contract/test',
          'rest-bridge/test',
          'shell/test',
          'mfe-*/test',
          'entry/test',
          'scripts/test',
        ),
        `${BESIDE_THE_CODE}/*.test.ts`,
      ],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...ENGINE_TESTS_IN_PACKAGES],
    },
    {
      ...shared,
      displayName: 'components',
      testEnvironment: 'jsdom',
      setupFiles: [setup('jsdom.ts')],
      testMatch: [`${BESIDE_THE_CODE}/*.test.tsx`],
    },
  ],
};
