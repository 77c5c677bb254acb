// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const prettier = require('eslint-config-prettier');

/** Test code: what runs under jest or Playwright, and what only tests import. */
const TESTS = [
  '**/test/**',
  '**/e2e/**',
  '**/test-support/**',
  'platform-tests/**',
  'bench/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.spec.ts',
  'playwright.config.ts',
  '**/playwright.config.ts',
];

const REMOTES = ['shell', 'mfe-academics', 'mfe-experience', 'mfe-schools', 'mfe-admin', 'mfe-applications'];
const SUBGRAPHS = ['identity', 'academics', 'experience', 'schools', 'applications'];
/** Import paths of test code, relative or through a package. */
const TEST_CODE = ['**/test-support/**', '**/test/**', '**/e2e/**', '**/platform-tests/**'];
/** Workspaces above packages/: what packages/ must never import. */
/** Each area's contract package (subgraphs/<area>/contract). */
const AREA_CONTRACTS = SUBGRAPHS.map((subgraph) => `${subgraph}-contract`);
const ABOVE_PACKAGES = [
  'gateway',
  'rest-bridge',
  'entry',
  'scripts',
  'subgraphs',
  'bench',
  ...REMOTES,
  ...AREA_CONTRACTS,
];

/** What node gives a CommonJS file (require, module and exports come with sourceType: 'commonjs'). */
const NODE_GLOBALS = { __dirname: 'readonly', __filename: 'readonly', process: 'readonly', console: 'readonly' };
/** What the explorer's page probe uses of the browser (the only browser script outside the TypeScript projects). */
const BROWSER_GLOBALS = Object.fromEntries(
  [
    'window',
    'document',
    'performance',
    'requestAnimationFrame',
    'MessageChannel',
    'MutationObserver',
    'Node',
    'NodeFilter',
    'setTimeout',
    'clearTimeout',
  ].map((name) => [name, 'readonly']),
);

const refuse = (files, group, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
});
/**
 * One rule per group of files: these import paths are refused there, with the reason. A test
 * beside the code in a src/ folder starts nothing, so of the test code it may import only the
 * packages' test-support (a contract's examples, the design's render helper), never the root's.
 */
const boundary = (files, patterns, message) => {
  const besideTheCode = files
    .filter((glob) => glob.endsWith('/src/**'))
    .flatMap((glob) => [`${glob}/*.test.ts`, `${glob}/*.test.tsx`]);
  const tests = refuse(besideTheCode, [...patterns, '!@predental/*/test-support/**'], message);
  return besideTheCode.length > 0 ? [refuse(files, patterns, message), tests] : [refuse(files, patterns, message)];
};
/** Another workspace reached by path or by its package name. */
const workspacePaths = (names) =>
  names.flatMap((name) => [
    `**/${name}/**`,
    `@predental/${name.replace(/^subgraphs\//, '')}`,
    `@predental/${name.replace(/^subgraphs\//, '')}/**`,
  ]);

/** A subgraph's server code, by path or package name: a remote or the shell reaches an area through its contract only. */
const SUBGRAPH_SERVER_CODE = [
  '**/subgraphs/*/src',
  '**/subgraphs/*/src/**',
  ...SUBGRAPHS.flatMap((subgraph) => [`@predental/${subgraph}`, `@predental/${subgraph}/**`]),
];

/** Folders of a remote's src/ every feature may import: generated code and the remote's own shared code. */
const SHARED_FOLDERS = new Set(['gql', 'lib', 'components', 'app', 'assets', 'features']);

/** A remote's feature folders (the shell's are under src/features/), read from disk so a new feature is zoned at once. */
function featuresOf(remote) {
  const root = remote === 'shell' ? 'shell/src/features' : `${remote}/src`;
  return fs
    .readdirSync(path.join(__dirname, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_FOLDERS.has(entry.name))
    .map((entry) => ({ name: entry.name, dir: `${root}/${entry.name}` }));
}

/** A path into another feature's folder (`../coursework/api/courses`); the folder itself (`../coursework`) is its public index. */
const deepInto = (features) => `^(\\.\\./)+(${features.join('|')})/.+`;

/**
 * A remote's rules: no other remote, no test code, no subgraph's server code; and inside it,
 * each feature folder reaches another only through that feature's index.ts (bulletproof-react's
 * zones), so what a feature shares is written in one place and the rest can change freely.
 */
function remoteBoundaries(remote) {
  const remotePatterns = [
    {
      group: [...workspacePaths(REMOTES.filter((other) => other !== remote)), ...TEST_CODE],
      message: 'A remote imports no other remote (they meet at run time through Module Federation) and no test code.',
    },
    {
      group: SUBGRAPH_SERVER_CODE,
      message:
        "A remote imports no subgraph's server code: an area's rules and shapes come from its contract (@predental/<area>-contract).",
    },
  ];
  const features = featuresOf(remote);
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  // A component test beside the code may also import the packages' test-support (the design's render helper).
  const withTestsBeside = (folder, patterns) => [
    { files: [`${folder}/**`], rules: rule(patterns) },
    {
      files: [`${folder}/**/*.test.ts`, `${folder}/**/*.test.tsx`],
      rules: rule(patterns.map((p) => (p.group ? { ...p, group: [...p.group, '!@predental/*/test-support/**'] } : p))),
    },
  ];
  return [
    ...withTestsBeside(`${remote}/src`, remotePatterns),
    ...features.flatMap(({ name, dir }) =>
      withTestsBeside(dir, [
        ...remotePatterns,
        {
          regex: deepInto(features.map((feature) => feature.name).filter((other) => other !== name)),
          message: `A feature imports another feature through its public index ('../<feature>'), never a file inside it: add what ${name}/ needs to that feature's index.ts.`,
        },
      ]),
    ),
  ];
}

/**
 * The house's boundaries (issue 24): areas meet only through federation and the shared packages,
 * production code never imports tests, and packages/ is the bottom floor. ESLint keeps the last
 * no-restricted-imports per file, so each file belongs to one group (a feature's group repeats its remote's).
 */
const BOUNDARIES = [
  ...REMOTES.flatMap(remoteBoundaries),
  ...SUBGRAPHS.map((subgraph) =>
    boundary(
      [`subgraphs/${subgraph}/src/**`],
      [
        ...workspacePaths(SUBGRAPHS.filter((other) => other !== subgraph).map((other) => `subgraphs/${other}`)),
        // A sibling reached by a relative path: ../../schools/src/...
        ...SUBGRAPHS.filter((other) => other !== subgraph).map((other) => `**/${other}/src/**`),
        ...TEST_CODE,
      ],
      'A subgraph imports no other subgraph (areas meet through federation entities) and no test code.',
    ),
  ),
  boundary(
    ['gateway/src/**', 'rest-bridge/src/**', 'entry/src/**', 'scripts/**/*.ts'],
    TEST_CODE,
    'Production code and release tools import no test code.',
  ),
  boundary(
    ['subgraphs/*/contract/src/**'],
    [...workspacePaths(ABOVE_PACKAGES), '../../src/**', ...TEST_CODE],
    "An area's contract is rules only: it imports the shared contracts and zod, never its subgraph, another area or tests.",
  ),
  boundary(
    ['packages/*/src/**'],
    [...workspacePaths(ABOVE_PACKAGES), ...TEST_CODE],
    'packages/ is the bottom floor: it imports no workspace above it and no test code.',
  ),
  boundary(
    ['packages/*/test/**', 'packages/*/test-support/**'],
    workspacePaths(ABOVE_PACKAGES).concat(['../../../test-support/**', '../../../platform-tests/**']),
    "A package's tests import only that package and the packages below; whole-platform tests live in platform-tests.",
  ),
];

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/dist-dev/**', '**/src/gql/**', '.data/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } } },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules; the rest of the recommended set is written for the React Compiler, which we do not run.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      // `_name` marks an argument or element a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Apollo's plugin hooks and fetch-shaped objects must return promises; `async` without `await` is how they read.
      '@typescript-eslint/require-await': 'off',
      // A form's onSubmit={handleSubmit(...)} returns a promise React ignores; react-hook-form reports its errors itself.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Plain JavaScript sits outside the TypeScript projects: the rules that need type information are off.
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    // Config files and build plugins: CommonJS run by node (jest, webpack-cli, eslint itself).
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Run inside the explorer page by Playwright's addInitScript, not by node.
    files: ['bench/explorer/page-probe.js'],
    languageOptions: { sourceType: 'script', globals: BROWSER_GLOBALS },
  },
  {
    // Run by the mongo image's shell (mongosh) on an empty volume: its database handle is `db`.
    files: ['deploy/mongo-users.js'],
    languageOptions: { sourceType: 'script', globals: { db: 'readonly', process: 'readonly' } },
  },
  {
    files: TESTS,
    rules: {
      // Tests read answers as untyped JSON and assert their shape; typing each body would only restate the assertion.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  ...BOUNDARIES.flat(),
  { files: ['scripts/test/**'], rules: { 'no-restricted-imports': 'off' } },
  prettier,
);
