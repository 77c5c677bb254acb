import { SUBGRAPHS } from '../gateway/src/subgraphs';
import { checkSubgraph } from './schema-check/check';
import { formatReport } from './schema-check/report';

/** `npm run schema:check [-w subgraphs/<name>]`: each named subgraph's schema against the committed supergraph and the client operations (all subgraphs without a name). */
async function main() {
  const known = SUBGRAPHS.map((s) => s.name);
  const names = process.argv.length > 2 ? process.argv.slice(2) : known;
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown subgraph ${unknown.join(', ')}: one of ${known.join(', ')}`);
    process.exit(2);
  }
  let passed = true;
  for (const name of names) {
    const check = await checkSubgraph(name);
    console.log(formatReport(check));
    passed &&= check.passed;
  }
  process.exitCode = passed ? 0 : 1;
}

void main();
