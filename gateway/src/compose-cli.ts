import { writeFileSync } from 'node:fs';
import { composeSupergraph } from './compose';
import { API_SCHEMA_FILE, SUPERGRAPH_FILE } from './subgraphs';

const { supergraphSdl, apiSchemaSdl, errors } = composeSupergraph();
if (!supergraphSdl || !apiSchemaSdl) {
  console.error(`Composition failed:\n- ${errors.join('\n- ')}`);
  process.exit(1);
}
writeFileSync(SUPERGRAPH_FILE, supergraphSdl);
writeFileSync(API_SCHEMA_FILE, apiSchemaSdl);
console.log(`Wrote ${SUPERGRAPH_FILE} and ${API_SCHEMA_FILE}`);
