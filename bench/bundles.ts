import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startStack } from '../scripts/stack';
import { printBundleSizes } from './bundle-sizes';

/** `npm run bench:bundles` (after `npm run build`): the landing page's JS and each remote entry, gzipped. */
async function main() {
  const dataDir = path.join(ROOT, '.data', 'bench-bundles');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({ dataDir, ports: 'free', logDir: path.join(dataDir, 'logs') });
  try {
    await printBundleSizes(stack.entryUrl, 'bench:bundles');
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
