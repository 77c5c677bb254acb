import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaProps } from '@predental/area-runtime/area';
import { REMOTES_SCRIPT_ID } from '@predental/contracts/shell-pages';
import { scriptsHintedByPage } from './hinted-scripts';
import { manifestsInPage } from './page-copies';
import { remoteStepsInOwnTasks } from './own-tasks';
import { nextTask } from '../../lib/next-task';
import { checkSharedLibrariesAtLoad } from './shared-libraries';

/** Remote name -> URL of its mf-manifest.json; the entry's configuration is the one list of remotes. */
export type RemoteManifest = Record<string, string>;

let manifest: Promise<RemoteManifest> | null = null;
const registered = new Set<string>();

/** Only names and addresses: anything else in the file is left out rather than break the page. */
function checkedManifest(value: unknown): RemoteManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('remotes.json is not an object');
  return Object.fromEntries(
    Object.entries(value).filter(
      (pair): pair is [string, string] => /^[a-z][a-z0-9-]*$/.test(pair[0]) && typeof pair[1] === 'string',
    ),
  );
}

/**
 * The list the entry wrote into this page's HTML (the same answer as /remotes.json's, as fresh as
 * the page), read once: it spares the page one of its first requests (issue 41).
 */
function listInPage(): RemoteManifest | undefined {
  const script = document.getElementById(REMOTES_SCRIPT_ID);
  if (!script) return undefined;
  script.remove();
  try {
    return checkedManifest(JSON.parse(script.textContent ?? ''));
  } catch {
    return undefined; // fetched instead
  }
}

/** /remotes.json maps each remote to its mf-manifest.json, so remotes deploy without a shell rebuild. */
export function remoteManifest(): Promise<RemoteManifest> {
  const inPage = manifest ? undefined : listInPage();
  if (inPage) manifest = Promise.resolve(inPage);
  manifest ??= fetch('/remotes.json', { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
      return response.json();
    })
    .then(checkedManifest)
    .catch((error: unknown) => {
      manifest = null; // let Retry fetch it again
      throw error;
    });
  return manifest;
}

/** Registers a remote with the runtime once; `again` re-registers it with force, which drops a cached (failed) entry. */
async function registerRemote(remote: string, again: boolean): Promise<void> {
  const entry = (await remoteManifest())[remote];
  if (!entry) throw new Error(`No manifest URL for remote "${remote}"`);
  if (!registered.has(remote) || again) {
    checkSharedLibrariesAtLoad();
    registerPlugins([manifestsInPage, scriptsHintedByPage, remoteStepsInOwnTasks]);
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.add(remote);
  }
}

/**
 * Fetches a remote's manifest, entry and the files of the given modules now, all at once, so
 * rendering them later waits for nothing (the shell calls it as soon as it knows the path). A
 * remote whose scripts the page's HTML already asks for is only registered (hinted-scripts.ts).
 */
export async function preloadAreaModules(remote: string, modules: string[]): Promise<void> {
  await registerRemote(remote, false);
  // Not its shared libraries' own copies: the page's copies (the shell's) are used.
  await preloadRemote([{ nameOrAlias: remote, exposes: modules, resourceCategory: 'sync', share: false }]);
}

type Exposed<Props> = { default?: ComponentType<Props> } | undefined;

/**
 * Loads one exposed component (a screen or widget takes AreaProps; a slot's contribution, the slot's props). `retry` re-registers the remote with force, which drops the
 * runtime's cached (failed) entry so a remote that came back up is fetched again.
 */
export async function loadAreaComponent<Props extends AreaProps = AreaProps>(
  remote: string,
  module: string,
  retry: boolean,
): Promise<ComponentType<Props>> {
  // Each area's loading in a task of its own: the dashboard asks for its widgets in one commit, and
  // the runtime's work for them (resolving each remote, preloading its files) made one task of
  // 5-8 ms unthrottled, 50-100 ms at 4x CPU (issue 41).
  await nextTask();
  await registerRemote(remote, retry);
  // Evaluated in a task of its own: the dashboard's widgets all wait for Apollo's code and were
  // evaluated together as it landed, one task of 80-170 ms at 4x CPU with Apollo's own (issue 41).
  const evaluate = await loadRemote<() => Exposed<Props> | Promise<Exposed<Props>>>(`${remote}/${module}`, {
    loadFactory: false,
    from: 'runtime',
  });
  if (!evaluate) throw new Error(`${remote}/${module} is not exposed`);
  await nextTask();
  const loaded = await evaluate();
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded.default;
}
