import list from './areas.json';

/**
 * An area of the platform: a column through the stack that one team owns and deploys alone
 * (docs/README.md). The list is JSON so that what cannot import TypeScript reads it too
 * (eslint.config.js); scripts/test/areas.test.ts checks the files that cannot read it at all
 * (Dockerfile, docker-compose.yml, CODEOWNERS...). Adding an area: README.md, "Adding an area".
 */
export interface Area {
  name: string;
  /** Who reviews its folders (.github/CODEOWNERS). */
  team: string;
  /** Its Apollo subgraph, subgraphs/<name>, on its own database predental_<name>. */
  subgraph?: { port: number };
  /** Its federated remote, mfe-<name>, served under /remotes/<name>/; `npm run dev` serves it on devPort. */
  remote?: { devPort: number };
}

export const AREAS: readonly Area[] = list;

/** The subgraphs, in the order the supergraph is composed. */
export const SUBGRAPH_AREAS = AREAS.flatMap(({ name, subgraph }) => (subgraph ? [{ name, port: subgraph.port }] : []));

/** The remotes, in the order /remotes.json lists them. */
export const REMOTE_AREAS = AREAS.flatMap(({ name, remote }) => (remote ? [{ name, devPort: remote.devPort }] : []));
