import { rmSync } from 'node:fs';
import type { Stack } from '../scripts/stack';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __stack?: Stack; __dataDir?: string };
  await state.__stack?.stop();
  if (state.__dataDir) rmSync(state.__dataDir, { recursive: true, force: true });
}
