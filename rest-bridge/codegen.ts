import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the bridge's operations (src/<area>/operations/*.graphql), checked against
 * the API the gateway serves (`npm run compose` writes it). Paths are relative to this folder:
 * run it here, as `npm run codegen` does.
 */
const config: CodegenConfig = {
  schema: '../gateway/api-schema.graphql',
  documents: 'src/**/*.graphql',
  generates: {
    // The client preset's plugins without the preset, which would also write an unused gql.ts.
    'src/gql/graphql.ts': {
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript-operations', 'typed-document-node'],
      // Each document is the operation's text (a String with its result and variables types), so the bridge needs no graphql runtime to send it.
      config: { documentMode: 'string', useTypeImports: true },
    },
  },
  silent: true,
};

export default config;
