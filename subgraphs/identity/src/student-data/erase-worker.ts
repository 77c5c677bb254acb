import type { AccountDeletion } from './erase-account';

/**
 * Finishes the deletions a crash or an area that was down left unfinished: at start, then every
 * `everyMs`, each when its backoff says (erase-retry.ts). Replicas may both try one: each step is
 * safe to repeat. One round at a time per process.
 */
export function startEraseWorker(deletion: AccountDeletion, everyMs: number, onError: (error: unknown) => void) {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await deletion.finishDue();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void round();
  setInterval(() => void round(), everyMs).unref();
}
