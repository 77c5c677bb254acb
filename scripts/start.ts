import { buildWorkspaces } from './build-changed';
import { platformDataDir, ROOT, startStack } from './stack';

/** `npm start`: what changed built (as `npm run build`), then the whole platform on one machine, with the embedded database by default. */
async function main() {
  const started = Date.now();
  await buildWorkspaces(ROOT);
  const stack = await startStack({ dataDir: platformDataDir(), ports: 'fixed' });
  console.log(`[db] ${stack.engine}`);
  console.log(
    `\nPreDental Tracker is running at ${stack.entryUrl} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s). Press Ctrl+C to stop.\n`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error) => {
  console.error(`Could not start the platform: ${(error as Error).message}`);
  process.exit(1);
});
