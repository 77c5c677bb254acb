import { rmSync } from 'node:fs';
import { runState } from './run-state';

/** Stops what the global setups started (the platform, the engine alone, or both) and removes their data. */
export default async function globalTeardown(): Promise<void> {
  const { __stack: stack, __engine: engine, __dataDirs: dataDirs = [] } = runState();
  await stack?.stop();
  await engine?.stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
