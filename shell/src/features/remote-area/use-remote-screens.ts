import { startTransition, useEffect, useState } from 'react';
import type { AreaScreens } from '@predental/contracts/screens';
import { remoteManifest } from './remotes';
import { fallbackAreaName } from './area-name';
import { takePageCopy } from './page-copies';
import type { DeclaredArea, ScreenDeclarations } from './screen-declarations';

/**
 * The remotes' screen declarations for the whole page. The last good ones are remembered in this
 * browser: routes and sidebar draw without waiting for the remotes on the next visit, and a remote
 * that is down then still shows its error card on its own paths instead of a 404.
 */
const STORAGE_KEY = 'predental.screens';

// The checks (zod) come in a chunk of their own, fetched beside the page's other chunks, so they add nothing to first paint.
const declarationChecks = () => import('./screen-declarations');

function stored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
}

function remember(screens: Record<string, AreaScreens>) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(screens));
  } catch {
    // Storage full or turned off: the next visit reads the remotes again, that is all.
  }
}

/** A remote's file: the page's copy the first time, fetched after that. */
async function fetchJson(url: string): Promise<unknown> {
  const copy = takePageCopy(url);
  if (copy !== undefined) return copy;
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

/** What this browser remembers (checked: an older shell or a hand edit may have left anything there), shown until the remotes answer. */
function recall(): Promise<Record<string, AreaScreens>> {
  recalled ??= declarationChecks().then(({ checkRemembered }) => {
    const remembered = checkRemembered(stored());
    if (!state.settled) publish({ ...state, declared: asList(remembered) });
    return remembered;
  });
  return recalled;
}

/** Reads every remote's declaration once per page, or again for Retry; what is shown stays until the answer. */
export function readRemoteScreens(again = false): Promise<void> {
  if (reading && !again) return reading;
  reading = Promise.all([declarationChecks(), recall()]).then(async ([{ readScreenDeclarations }, remembered]) => {
    const known = state.settled
      ? Object.fromEntries(state.declared.map(({ remote, screens }) => [remote, screens]))
      : remembered;
    const result = await readScreenDeclarations({
      manifest: remoteManifest,
      fetchJson,
      remembered: known,
      base: window.location.href,
      shown: state.declared,
    });
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
    void (read ? readRemoteScreens() : recall());
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
