import path from 'node:path';
import { composeServices } from '@apollo/composition';
import { printSchema } from 'graphql';
import gql from 'graphql-tag';
import { readSubgraphSdl } from '@predental/service-kit/subgraph-sdl';
import { ROOT, SUBGRAPHS, type SubgraphName } from './subgraphs';

/** Composes the supergraph from the SDL files kept beside each subgraph's resolvers, or a given SDL in place of a subgraph's files. */
export function composeSupergraph(sdlOf: Partial<Record<SubgraphName, string>> = {}): {
  supergraphSdl?: string;
  apiSchemaSdl?: string;
  errors: string[];
} {
  // A subgraph SDL that does not parse is a composition error of that subgraph, not a crash.
  const errors: string[] = [];
  const services = SUBGRAPHS.flatMap((s) => {
    try {
      return [
        {
          name: s.name,
          url: `http://127.0.0.1:${s.port}/graphql`,
          typeDefs: gql(sdlOf[s.name] ?? readSubgraphSdl(path.join(ROOT, s.dir, 'src'))),
        },
      ];
    } catch (error) {
      errors.push(`${s.name}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  });
  if (errors.length > 0) return { errors };
  const result = composeServices(services);
  if (result.errors) return { errors: result.errors.map((e) => e.message) };
  // What clients may ask, without the federation directives: the schema client code is typed from.
  const apiSchemaSdl = printSchema(result.schema.toAPISchema().toGraphQLJSSchema());
  return { supergraphSdl: result.supergraphSdl, apiSchemaSdl, errors: [] };
}
