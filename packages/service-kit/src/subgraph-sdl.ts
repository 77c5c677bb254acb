import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A subgraph's SDL files: its hand-written schema and the entity types `npm run codegen` writes from its contract. */
export const SDL_FILES = ['schema.graphql', 'entities.graphql'] as const;

/** The SDL of the subgraph whose files are in `dir` (its src/, or dist/ beside the running code). */
export function readSubgraphSdl(dir: string): string {
  return SDL_FILES.map((file) => path.join(dir, file))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
