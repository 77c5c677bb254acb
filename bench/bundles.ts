import { printBundleSizes } from './bundle-sizes';
import { printPageScripts } from './page-scripts';
import { runBench } from './with-own-stack';

/**
 * `npm run bench:bundles` (after `npm run build`): the landing page's JS and each remote entry,
 * compressed, then each signed-in page's scripts as sent.
 */
runBench('bench-bundles', async (entryUrl) => {
  await printBundleSizes(entryUrl, 'bench:bundles');
  await printPageScripts(entryUrl, 'bench:bundles');
});
