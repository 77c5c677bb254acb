import { readFileSync } from 'node:fs';
import path from 'node:path';
import { composeServices } from '@apollo/composition';
import { printSchema } from 'graphql';
import gql from 'graphql-tag';
import { ROOT, SUBGRAPHS } from './subgraphs';

/** Composes the supergraph from the SDL files kept beside each subgraph's resolvers. */
export function composeSupergraph(): { supergraphSdl?: string; apiSchemaSdl?: string; errors: string[] } {
  const result = composeServices(
    SUBGRAPHS.map((s) => ({
      name: s.name,
      url: `http://127.0.0.1:${s.port}/graphql`,
      typeDefs: gql(readFileSync(path.join(ROOT, s.sdl), 'utf8')),
    })),
  );
  if (result.errors) return { errors: result.errors.map((e) => e.message) };
  // What clients may ask, without the federation directives: the schema client code is typed from.
  const apiSchemaSdl = printSchema(result.schema.toAPISchema().toGraphQLJSSchema());
  return { supergraphSdl: result.supergraphSdl, apiSchemaSdl, errors: [] };
}
