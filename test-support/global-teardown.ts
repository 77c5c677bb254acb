import { rmSync } from 'node:fs';
import type { Engine, Stack } from '../scripts/stack';

/** Stops what the global setup started (the platform, or the engine alone) and removes its data. */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __stack?: Stack; __engine?: Engine; __dataDir?: string };
  await state.__stack?.stop();
  await state.__engine?.stop();
  if (state.__dataDir) rmSync(state.__dataDir, { recursive: true, force: true });
}
