import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startStack } from '../scripts/stack';
import { landingPageJs, remoteEntrySizes } from './bundle-sizes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `npm run bench:bundles` (after `npm run build`): the landing page's JS and each remote entry, gzipped. */
async function main() {
  const dataDir = path.join(ROOT, '.data', 'bench-bundles');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({ dataDir, ports: 'free', logDir: path.join(dataDir, 'logs') });
  try {
    const landing = await landingPageJs(stack.entryUrl);
    console.log(`[bench:bundles] landing page: ${landing.files} scripts, ${kb(landing.bytes)} gzipped, ${landing.remoteFiles} from remotes`);
    for (const [name, bytes] of Object.entries(remoteEntrySizes())) console.log(`[bench:bundles] ${name} remoteEntry.js: ${kb(bytes)} gzipped`);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
