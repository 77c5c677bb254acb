import { pageShowsLoading } from '@predental/contracts/shell-pages';

/**
 * localStorage once the page has drawn what it loads. The first use of it waits for the browser to
 * open the origin's storage, a synchronous call: while a signed-in page loads, the browser is at its
 * busiest and that wait took 14-34 ms of the main thread in one task, counted whole by Lighthouse's
 * TBT (bench:task-walls, issue 41). The load event comes too early to tell (the areas' scripts and
 * data come after it), so the shell waits until the page says it is no longer loading: its main
 * region drawn, no region marked busy and no loading spinner, the way areas show their wait. A
 * write asked for before then is made then, or as the page goes.
 */
const CHECK_EVERY_MS = 200;
const IDLE_WAIT_MS = 1_000;
/** An area that never answers must not keep the photo away for good. */
const SETTLE_WAIT_MS = 10_000;

let opened = false;
let opening: Promise<void> | undefined;
const listeners = new Set<() => void>();
const writes = new Map<string, () => void>();

function flushWrites(): void {
  for (const write of writes.values()) write();
  writes.clear();
}

/** Whether the page still shows that it is loading something. */
const stillLoading = () =>
  document.readyState !== 'complete' || document.querySelector('main') === null || pageShowsLoading(document);

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: IDLE_WAIT_MS }) : setTimeout(callback, 0);

function pageSettled(): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () =>
      whenIdle(() => {
        if (stillLoading() && Date.now() - started < SETTLE_WAIT_MS) setTimeout(check, CHECK_EVERY_MS);
        else resolve();
      });
    check();
  });
}

/** Resolves once the shell may use localStorage without slowing the page's load; starts that wait on the first call. */
export function storageOpened(): Promise<void> {
  opening ??= pageSettled().then(() => {
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
