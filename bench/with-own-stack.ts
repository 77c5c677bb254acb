import { existsSync, readdirSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { SUBGRAPHS } from '../gateway/src/subgraphs';
import { startOwnStack, type Stack } from '../scripts/stack';

export interface BenchOptions {
  /**
   * Niceness of the platform's processes while a browser on this machine is measured: a phone does
   * not share its CPU with the server, and here the server's threads took the renderer's core for
   * most of a long task's wall time (bench:task-walls). 0 measures as they share it.
   */
  serverNiceness?: number;
}

/**
 * Runs `work` against `entryUrl` (a platform already running) or, without one, a platform of its
 * own on free ports, stopped and its data removed afterwards; an error sets a failing exit code.
 */
export function runBench(
  name: string,
  work: (entryUrl: string) => Promise<void>,
  entryUrl?: string,
  options: BenchOptions = {},
): void {
  const run = async () => {
    if (entryUrl) return work(entryUrl);
    const stack = await startOwnStack(name);
    try {
      if (options.serverNiceness) niceServer(stack, options.serverNiceness);
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

/** `--server-niceness`'s value: 0 (the browser's equal) to 19 (the least CPU when both want it). */
export function niceness(option: string | undefined): number {
  const value = Number(option);
  if (!Number.isInteger(value) || value < 0 || value > 19)
    throw new Error(`--server-niceness takes 0 to 19, not ${option}`);
  return value;
}

/** Every thread of every service and of the engine: on Linux a process's niceness is its first thread's only. */
function niceServer(stack: Stack, niceness: number): void {
  for (const name of ['entry', 'engine', ...SUBGRAPHS.map((s) => s.name)]) {
    const pid = stack.servicePid(name);
    if (pid === undefined) continue;
    const threads = existsSync(`/proc/${pid}/task`) ? readdirSync(`/proc/${pid}/task`).map(Number) : [pid];
    for (const thread of threads) setPriority(thread, niceness);
  }
  console.log(`[bench] the platform's processes run at niceness ${niceness}, the browser at its own`);
}
