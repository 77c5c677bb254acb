import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator settings for a subgraph (Apollo's TypeScript subgraph template): the
 * resolver types of its SDL, every src/*.graphql file. `mappers` names, per GraphQL type, what its
 * resolvers receive and return when that is not the GraphQL type itself (a stored record, an
 * entity reference); paths are relative to src/gql/. Run in the subgraph's folder, as its
 * `npm run codegen` does.
 */
export function subgraphCodegen(mappers: Record<string, string> = {}): CodegenConfig {
  return {
    schema: 'src/*.graphql',
    generates: {
      'src/gql/resolvers.ts': {
        plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript', 'typescript-resolvers'],
        config: {
          federation: true,
          useTypeImports: true,
          // String unions, so the code's own 'LIKELY' etc. fit without importing TS enums.
          enumsAsTypes: true,
          // A nullable field is still a field: an object a resolver returns must say null, not leave it out.
          avoidOptionals: { field: true },
          // Lets any subgraph's Resolvers be buildSubgraphSchema's resolver map, whose one field signature
          // __resolveReference does not fit; the fields the SDL declares stay checked.
          useIndexSignature: true,
          contextType: '@predental/service-kit/subgraph-server#SubgraphContext',
          mappers,
        },
      },
    },
    silent: true,
  };
}
