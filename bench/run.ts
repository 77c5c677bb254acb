import { rmSync } from 'node:fs';
import { startOwnStack } from '../scripts/stack';
import { printBundleSizes } from './bundle-sizes';
import { measure, printFigures, type Figures } from './measure';
import { courseScenarios } from './scenarios/courses';
import { sessionScenarios } from './scenarios/session';

/** `npm run bench`: the whole stack on this machine, each scenario measured with autocannon. */
async function main() {
  const stack = await startOwnStack('bench', { env: { LOGIN_RATE_LIMIT: '100000', REGISTER_RATE_LIMIT: '100000' } });
  console.log(`[bench] ${stack.engine}; entry ${stack.entryUrl}`);
  const rows: Figures[] = [];
  try {
    await printBundleSizes(stack.entryUrl, 'bench');
    for (const make of [sessionScenarios, courseScenarios]) {
      for (const scenario of await make(stack)) {
        await measure({ ...scenario, seconds: 2 }); // warm-up
        const figures = await measure(scenario);
        console.log(`[bench] ${figures.title}: ${figures.rps} rps, p99 ${figures.p99} ms`);
        rows.push(figures);
      }
    }
  } finally {
    await stack.stop();
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
  printFigures(rows);
  const entry = rows.find((r) => r.title.startsWith('GET /api/user'));
  const direct = rows.find((r) => r.title.startsWith('{ me } straight'));
  if (entry && direct) console.log(`\nentry path / direct gateway: ${Math.round((entry.rps / direct.rps) * 100)}%`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
