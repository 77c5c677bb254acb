import { writeFileSync } from 'node:fs';
import { composeSupergraph } from './compose';
import { SUPERGRAPH_FILE } from './subgraphs';

const { supergraphSdl, errors } = composeSupergraph();
if (!supergraphSdl) {
  console.error(`Composition failed:\n- ${errors.join('\n- ')}`);
  process.exit(1);
}
writeFileSync(SUPERGRAPH_FILE, supergraphSdl);
console.log(`Wrote ${SUPERGRAPH_FILE}`);
