import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the shell's operations (the .graphql files under src/), checked against the
 * API the gateway serves (`npm run compose` writes it). Paths are relative to this folder: run it here,
 * as `npm run codegen` does.
 */
const config: CodegenConfig = {
  schema: '../gateway/api-schema.graphql',
  documents: 'src/**/*.graphql',
  generates: {
    'src/gql/': {
      preset: 'client',
      // No fragment masking: callers read the user's fields directly. No index: calls import gql/graphql.
      presetConfig: { fragmentMasking: false, skipIndexFile: true },
      // Each document is the operation's text (a String typed with its result and variables): the
      // landing page sends one before sign-in without Apollo or a graphql runtime.
      config: { documentMode: 'string', useTypeImports: true },
    },
  },
  silent: true,
};

export default config;
