import type { CodegenConfig } from '@graphql-codegen/cli';
import { areaContracts } from './area-contracts';

type DocumentSettings = { documentMode?: 'string' };

/**
 * GraphQL Code Generator settings for a client workspace: typed documents for the operations
 * in its src/ .graphql files and its area contracts' shared ones, checked against the API the
 * gateway serves (`npm run compose` writes it). Paths are relative to the workspace: run it
 * there, as its `npm run codegen` does.
 */
function settings(documents: DocumentSettings): CodegenConfig {
  return {
    schema: '../gateway/api-schema.graphql',
    // Run in the workspace: its own documents, then its area contracts' shared ones.
    documents: [
      'src/**/*.graphql',
      ...areaContracts('package.json').map((contract) => `../${contract}/graphql/*.graphql`),
    ],
    generates: {
      // The client preset's plugins without the preset: it would also write gql.ts, a graphql()
      // lookup of every operation's text that nothing here imports. No fragment masking either: the
      // fragments are field lists an area's queries and mutations share (so writes refresh the
      // cached lists), and the screens read list items directly.
      'src/gql/graphql.ts': {
        plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript-operations', 'typed-document-node'],
        config: { ...documents, useTypeImports: true },
      },
    },
    silent: true,
  };
}

/** The remotes': documents Apollo Client sends. */
export default settings({});

/**
 * The shell's and the REST bridge's: each document is the operation's text (a String typed with
 * its result and variables), so they send it without Apollo or a graphql runtime (the landing
 * page sends one before sign-in).
 */
export const stringDocuments = settings({ documentMode: 'string' });
