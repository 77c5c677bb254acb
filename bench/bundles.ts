import { rmSync } from 'node:fs';
import { startOwnStack } from '../scripts/stack';
import { printBundleSizes } from './bundle-sizes';

/** `npm run bench:bundles` (after `npm run build`): the landing page's JS and each remote entry, gzipped. */
async function main() {
  const stack = await startOwnStack('bench-bundles');
  try {
    await printBundleSizes(stack.entryUrl, 'bench:bundles');
  } finally {
    await stack.stop();
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
