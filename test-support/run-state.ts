import type { Engine, Stack } from '../scripts/stack';

/** What a jest run's global setups started, for its one global teardown (jest runs a shared teardown once). */
interface RunState {
  __stack?: Stack;
  __engine?: Engine;
  __dataDirs?: string[];
}

export const runState = () => globalThis as RunState;

/** A data directory the teardown removes. */
export function noteDataDir(dataDir: string): void {
  const state = runState();
  state.__dataDirs = [...(state.__dataDirs ?? []), dataDir];
}
