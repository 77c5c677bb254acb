// @ts-check
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
  'hostile/**',
  'bench/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.spec.ts',
  'playwright.config.ts',
  '**/playwright.config.ts',
];

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/dist-dev/**', '**/src/gql/**', '.data/**', '.cache/**', '**/*.{js,cjs,mjs}'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } } },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks }, // The two classic hook rules; the rest of the recommended set is written for the React Compiler, which we do not run.
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
  prettier,
);
