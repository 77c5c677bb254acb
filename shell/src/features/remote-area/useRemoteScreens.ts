import { useEffect, useSyncExternalStore } from 'react';
import type { AreaScreens } from '@predental/contracts/screens';
import { remoteManifest } from './remotes';
import { checkRemembered, fallbackAreaName, readScreenDeclarations, type ScreenDeclarations } from './screen-declarations';

/**
 * The remotes' screen declarations for the whole page. The last good ones are remembered in this
 * browser: routes and sidebar draw at once on the next visit, and a remote that is down then still
 * shows its error card on its own paths instead of a 404.
 */
const STORAGE_KEY = 'predental.screens';

function readRemembered(): Record<string, AreaScreens> {
  try {
    return checkRemembered(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
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

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const listeners = new Set<() => void>();
let state: ScreenDeclarations | undefined;
let reading: Promise<void> | undefined;

function current(): ScreenDeclarations {
  state ??= { settled: false, declared: Object.entries(readRemembered()).map(([remote, screens]) => ({ remote, screens })), unavailable: [] };
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads every remote's declaration once per page, or again for Retry; the last answer stays shown meanwhile. */
export function readRemoteScreens(again = false): Promise<void> {
  if (reading && !again) return reading;
  const remembered = Object.fromEntries(current().declared.map(({ remote, screens }) => [remote, screens]));
  reading = readScreenDeclarations({ manifest: remoteManifest, fetchJson, remembered, base: window.location.href }).then((result) => {
    remember(result.remember);
    state = result.declarations;
    for (const listener of listeners) listener();
  });
  return reading;
}

/** The declarations as they stand; `read` starts reading them (pages that need them, never the landing page). */
export function useRemoteScreens({ read }: { read: boolean }): ScreenDeclarations {
  useEffect(() => {
    if (read) void readRemoteScreens();
  }, [read]);
  return useSyncExternalStore(subscribe, current);
}

/** How an area's error card and spinner name it. */
export function useAreaName(remote: string): string {
  const { declared } = useRemoteScreens({ read: false });
  return declared.find((area) => area.remote === remote)?.screens.area ?? fallbackAreaName(remote);
}
