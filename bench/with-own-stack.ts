import { rmSync } from 'node:fs';
import { startOwnStack } from '../scripts/stack';

/**
 * Runs `work` against `entryUrl` (a platform already running) or, without one, a platform of its
 * own on free ports, stopped and its data removed afterwards; an error sets a failing exit code.
 */
export function runBench(name: string, work: (entryUrl: string) => Promise<void>, entryUrl?: string): void {
  const run = async () => {
    if (entryUrl) return work(entryUrl);
    const stack = await startOwnStack(name);
    try {
      await work(stack.entryUrl);
    } finally {
      await stack.stop();
      rmSync(stack.dataDir, { recursive: true, force: true });
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
