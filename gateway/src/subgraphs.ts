import path from 'node:path';

/** Every subgraph the supergraph is composed from: its SDL in the repo and where it runs. */
export const SUBGRAPHS = [
  {
    name: 'identity',
    dir: 'subgraphs/identity',
    sdl: 'subgraphs/identity/src/schema.graphql',
    urlEnv: 'IDENTITY_URL',
    portEnv: 'IDENTITY_PORT',
    port: 4001,
  },
  {
    name: 'academics',
    dir: 'subgraphs/academics',
    sdl: 'subgraphs/academics/src/schema.graphql',
    urlEnv: 'ACADEMICS_URL',
    portEnv: 'ACADEMICS_PORT',
    port: 4002,
  },
  {
    name: 'experience',
    dir: 'subgraphs/experience',
    sdl: 'subgraphs/experience/src/schema.graphql',
    urlEnv: 'EXPERIENCE_URL',
    portEnv: 'EXPERIENCE_PORT',
    port: 4003,
  },
  {
    name: 'schools',
    dir: 'subgraphs/schools',
    sdl: 'subgraphs/schools/src/schema.graphql',
    urlEnv: 'SCHOOLS_URL',
    portEnv: 'SCHOOLS_PORT',
    port: 4004,
  },
  {
    name: 'applications',
    dir: 'subgraphs/applications',
    sdl: 'subgraphs/applications/src/schema.graphql',
    urlEnv: 'APPLICATIONS_URL',
    portEnv: 'APPLICATIONS_PORT',
    port: 4005,
  },
] as const;

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
