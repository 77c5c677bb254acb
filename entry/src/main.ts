import { runService } from '@predental/service-kit/run-service';
import { entryOptionsFromEnv } from './config';
import { startEntry } from './entry-server';

runService('entry', async () => {
  const entry = await startEntry(entryOptionsFromEnv());
  console.log(`[entry] PreDental Tracker is at ${entry.url}`);
  return entry;
});
