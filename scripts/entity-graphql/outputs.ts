import path from 'node:path';
import { entities as academics } from '@predental/academics-contract/entities';
import { entities as applications } from '@predental/applications-contract/entities';
import type { EntityDeclaration } from '@predental/contracts/entity';
import { entities as experience } from '@predental/experience-contract/entities';
import { entities as identity } from '@predental/identity-contract/entities';
import { entities as schools } from '@predental/schools-contract/entities';
import { entityFragment, entitySdl, fragmentFile } from './graphql-of-entity';

const SUBGRAPHS = path.resolve(__dirname, '../../subgraphs');

/** Each area whose contract declares its entities (contract/src/entities.ts), by its folder under subgraphs/. */
const AREAS: Record<string, Record<string, EntityDeclaration>> = {
  identity,
  academics,
  experience,
  schools,
  applications,
};

/**
 * What `npm run codegen` writes from each area's entities: the subgraph's entities.graphql
 * (beside its hand-written schema.graphql) and one fragment per entity in its contract's graphql/.
 */
export function entityOutputs(): { file: string; content: string }[] {
  return Object.entries(AREAS).flatMap(([area, entities]) => [
    { file: path.join(SUBGRAPHS, area, 'src/entities.graphql'), content: entitySdl(entities) },
    ...Object.entries(entities).map(([name, entity]) => ({
      file: path.join(SUBGRAPHS, area, 'contract/graphql', fragmentFile(name)),
      content: entityFragment(name, entity),
    })),
  ]);
}
