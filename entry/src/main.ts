import { entryOptionsFromEnv } from './config';
import { startEntry } from './entry-server';

startEntry(entryOptionsFromEnv())
  .then((entry) => {
    console.log(`[entry] PreDental Tracker is at ${entry.url}`);
    const shutdown = () => entry.close().then(() => process.exit(0));
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
  })
  .catch((error) => {
    console.error('[entry] failed to start:', error);
    process.exit(1);
  });
