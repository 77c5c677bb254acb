import path from 'node:path';
import { SUBGRAPH_AREAS } from '@predental/contracts/areas';

/** Every subgraph the supergraph is composed from (the list of areas): its SDL in the repo and where it runs. */
export const SUBGRAPHS = SUBGRAPH_AREAS.map(({ name, port }) => ({
  name,
  dir: `subgraphs/${name}`,
  sdl: `subgraphs/${name}/src/schema.graphql`,
  urlEnv: `${name.toUpperCase()}_URL`,
  portEnv: `${name.toUpperCase()}_PORT`,
  port,
}));

export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];

export const ROOT = path.resolve(__dirname, '../..');
export const SUPERGRAPH_FILE = path.join(ROOT, 'gateway/supergraph.graphql');
/** The schema clients see (no federation directives): GraphQL Code Generator types every operation from it. */
export const API_SCHEMA_FILE = path.join(ROOT, 'gateway/api-schema.graphql');

export function subgraphUrl(name: string): string {
  const subgraph = SUBGRAPHS.find((s) => s.name === name);
  if (!subgraph) throw new Error(`Unknown subgraph ${name}`);
  return process.env[subgraph.urlEnv] ?? `http://127.0.0.1:${subgraph.port}/graphql`;
}
