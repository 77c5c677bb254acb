import { rmSync } from 'node:fs';
import type { Engine, Stack } from '../scripts/stack';

/** Stops what the global setup started (the platform, or the engine alone) and removes its data. */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __stack?: Stack; __engine?: Engine; __dataDir?: string };
  // Each project of a run calls this once: what one call stopped is gone for the next.
  const { __stack: stack, __engine: engine, __dataDir: dataDir } = state;
  Object.assign(state, { __stack: undefined, __engine: undefined, __dataDir: undefined });
  await stack?.stop();
  await engine?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
