import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator settings for a screen workspace: typed documents for the operations
 * in its src/ .graphql files, checked against the API the gateway serves (`npm run compose`
 * writes it). Paths are relative to the workspace: run it there, as its `npm run codegen` does.
 */
const config: CodegenConfig = {
  schema: '../gateway/api-schema.graphql',
  documents: 'src/**/*.graphql',
  generates: {
    'src/gql/': {
      preset: 'client',
      // No fragment masking: the fragments are field lists an area's queries and mutations share
      // (so writes refresh the cached lists), and the screens read list items directly.
      // No index file: hooks import gql/graphql, so the preset's unused graphql() lookup, with
      // every operation's text, stays out of the bundles.
      presetConfig: { fragmentMasking: false, skipIndexFile: true },
      config: { useTypeImports: true },
    },
  },
  silent: true,
};

export default config;
