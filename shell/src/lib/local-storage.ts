/**
 * localStorage once the page has loaded. The first use of it waits for the browser to open the
 * origin's storage, a synchronous call: while a signed-in page loads, the browser is at its busiest
 * and that wait took 14-34 ms of the main thread in one task, counted whole by Lighthouse's TBT
 * (bench:task-walls, issue 41). The shell's reads wait for the page's load event and then for the
 * browser to be idle; a write asked for before then is made then, or as the page goes.
 */
const IDLE_WAIT_MS = 2_000;

let opened = false;
let opening: Promise<void> | undefined;
const listeners = new Set<() => void>();
const writes = new Map<string, () => void>();

function flushWrites(): void {
  for (const write of writes.values()) write();
  writes.clear();
}

function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Resolves once the shell may use localStorage without slowing the page's load; starts that wait on the first call. */
export function storageOpened(): Promise<void> {
  opening ??= afterLoadAndIdle().then(() => {
    opened = true;
    flushWrites();
    listeners.forEach((listener) => listener());
  });
  return opening;
}

/** Whether storageOpened has resolved: until then a reader shows what it shows without storage. */
export const isStorageOpened = (): boolean => opened;

/** Calls `listener` once storage is opened; returns how to stop. */
export function onStorageOpened(listener: () => void): () => void {
  listeners.add(listener);
  void storageOpened();
  return () => listeners.delete(listener);
}

/** Makes `write` now if storage is open, else once it is (or as the page goes); a later write for the same key replaces it. */
export function writeWhenOpened(key: string, write: () => void): void {
  if (opened) return write();
  // A write still waiting when the student leaves (a link to another site, a reload) is not lost.
  if (writes.size === 0) window.addEventListener('pagehide', flushWrites, { once: true });
  writes.set(key, write);
  void storageOpened();
}
