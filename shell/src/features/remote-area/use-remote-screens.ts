import { startTransition, useEffect, useState } from 'react';
import type { AreaScreens } from '@predental/contracts/screens';
import { writeWhenOpened } from '../../lib/local-storage';
import { remoteManifest } from './remotes';
import { fallbackAreaName } from './area-name';
import { takeCheckedScreens } from './page-copies';
import { readScreenDeclarations, type DeclaredArea, type ScreenDeclarations } from './screen-declarations';

/**
 * The remotes' screen declarations for the whole page. The last good ones are remembered in this
 * browser: routes and sidebar draw without waiting for the remotes on the next visit, and a remote
 * that is down then still shows its error card on its own paths instead of a 404.
 */
const STORAGE_KEY = 'predental.screens';

// The contract's checks (zod/mini and zod's core) come in a chunk of their own, fetched only for
// what the shell reads itself: a page whose declarations the entry checked loads none.
const screenChecks = () => import('./screen-checks');
const parser = () => screenChecks().then(({ parseAreaScreens }) => parseAreaScreens);

function stored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
}

/** Written once the page has loaded (local-storage.ts): the next visit is what it is for. */
function remember(screens: Record<string, AreaScreens>) {
  writeWhenOpened(STORAGE_KEY, () => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(screens));
    } catch {
      // Storage full or turned off: the next visit reads the remotes again, that is all.
    }
  });
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const listeners = new Set<() => void>();
let state: ScreenDeclarations = { settled: false, declared: [], unavailable: [] };
let recalled: Promise<Record<string, AreaScreens>> | undefined;
let reading: Promise<void> | undefined;

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** Tells the page only of a change: every subscriber (routes, sidebar, slots) would render again. */
function publish(next: ScreenDeclarations) {
  const unchanged =
    next.settled === state.settled && next.declared === state.declared && sameList(next.unavailable, state.unavailable);
  if (unchanged) return;
  state = next;
  for (const listener of listeners) listener();
}

const asList = (screens: Record<string, AreaScreens>): DeclaredArea[] =>
  Object.entries(screens).map(([remote, declared]) => ({ remote, screens: declared }));

/**
 * What this browser remembers (checked: an older shell or a hand edit may have left anything
 * there), shown until the remotes answer. Asked only when a remote has to be fetched.
 */
function recall(): Promise<Record<string, AreaScreens>> {
  const value = stored();
  if (typeof value !== 'object' || value === null || Object.keys(value).length === 0) return Promise.resolve({});
  recalled ??= screenChecks()
    .then(({ checkRemembered }) => {
      const remembered = checkRemembered(value);
      if (!state.settled) publish({ ...state, declared: asList(remembered) });
      return remembered;
    })
    .catch((error: unknown) => {
      console.error('Could not check the remembered screens', error);
      recalled = undefined;
      return {};
    });
  return recalled;
}

/** Reads every remote's declaration once per page, or again for Retry; what is shown stays until the answer. */
export function readRemoteScreens(again = false): Promise<void> {
  if (reading && !again) return reading;
  const { settled, declared } = state;
  const known = () => Promise.resolve(Object.fromEntries(declared.map(({ remote, screens }) => [remote, screens])));
  reading = readScreenDeclarations({
    manifest: remoteManifest,
    checkedCopy: takeCheckedScreens,
    fetchJson,
    check: parser,
    remembered: settled ? known : recall,
    base: window.location.href,
    shown: () => state.declared,
  }).then((result) => {
    remember(result.remember);
    publish(result.declarations);
  });
  return reading;
}

/** The declarations as they stand, outside React (the preloading of a path's remotes). */
export const currentScreens = (): ScreenDeclarations => state;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The declarations as they stand; `read` also asks the remotes (pages that show them; never the
 * landing page). A change reaches the page as a transition, which React renders in slices: routes,
 * sidebar and slots all render again then, and useSyncExternalStore would do it in one long task.
 */
export function useRemoteScreens({ read }: { read: boolean }): ScreenDeclarations {
  const [shown, show] = useState(state);
  useEffect(() => {
    // The public pages draw no remote's screen: they read nothing, nor check what this browser remembers.
    if (read) void readRemoteScreens();
  }, [read]);
  useEffect(() => {
    const follow = () => startTransition(() => show(state));
    // What changed between this render and the subscription.
    follow();
    return subscribe(follow);
  }, []);
  return shown;
}

/** How an area's error card and spinner name it. */
export function useAreaName(remote: string): string {
  const { declared } = useRemoteScreens({ read: false });
  return declared.find((area) => area.remote === remote)?.screens.area ?? fallbackAreaName(remote);
}
