import { printBundleSizes } from './bundle-sizes';
import { runBench } from './with-own-stack';

/** `npm run bench:bundles` (after `npm run build`): the landing page's JS and each remote entry, gzipped. */
runBench('bench-bundles', (entryUrl) => printBundleSizes(entryUrl, 'bench:bundles'));
