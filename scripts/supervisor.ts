import type { ChildProcess } from 'node:child_process';

/** Pause before the nth restart in a row: 200 ms doubling, at most 10 s. */
export function restartDelayMs(attempt: number): number {
  return Math.min(200 * 2 ** (attempt - 1), 10_000);
}

/** A process that ran this long before dying starts its backoff over. */
const STABLE_MS = 30_000;

export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Keeps named processes running: one that exits without being asked to is started again after a
 * growing pause, with a log line. `spawn` gets how many times the process was restarted so far.
 */
export function supervisor(note: (line: string) => void) {
  const children = new Map<string, ChildProcess>();
  const spawners = new Map<string, (restarts: number) => ChildProcess>();
  // In a row (for the backoff), and in all (for the service's restart metric).
  const restarts = new Map<string, number>();
  const totals = new Map<string, number>();
  const onPurpose = new Set<string>();
  let closing = false;

  function launch(name: string): ChildProcess {
    const child = spawners.get(name)!(totals.get(name) ?? 0);
    children.set(name, child);
    const started = Date.now();
    child.once('exit', (code, signal) => {
      if (closing || onPurpose.has(name) || children.get(name) !== child) return;
      const attempt = Date.now() - started > STABLE_MS ? 1 : (restarts.get(name) ?? 0) + 1;
      restarts.set(name, attempt);
      totals.set(name, (totals.get(name) ?? 0) + 1);
      const delayMs = restartDelayMs(attempt);
      note(
        `[supervisor] ${name} exited (${signal ?? `code ${code}`}); restarting in ${delayMs} ms (restart ${attempt})`,
      );
      setTimeout(() => {
        if (!closing && !onPurpose.has(name)) launch(name);
      }, delayMs);
    });
    return child;
  }

  return {
    start(name: string, spawn: (restarts: number) => ChildProcess): ChildProcess {
      spawners.set(name, spawn);
      onPurpose.delete(name);
      return launch(name);
    },
    pid(name: string): number | undefined {
      const child = children.get(name);
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    /** Stops one process for good; the supervisor leaves it stopped. */
    async stop(name: string): Promise<void> {
      onPurpose.add(name);
      const child = children.get(name);
      if (child) await stopChild(child);
    },
    /** No more restarts: the caller is shutting everything down, in its own order. */
    close(): void {
      closing = true;
    },
  };
}
