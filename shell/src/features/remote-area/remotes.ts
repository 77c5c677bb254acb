import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaProps } from '@predental/remote-build/area';
import { checkSharedLibrariesAtLoad } from './shared-libraries';

export type RemoteName = 'academics' | 'experience' | 'schools' | 'admin';

/** How each area is called in its error card ('Academics is unavailable'). */
export const AREA_NAMES: Record<RemoteName, string> = {
  academics: 'Academics',
  experience: 'Experience',
  schools: 'Schools',
  admin: 'Admin',
};

type RemoteManifest = Partial<Record<RemoteName, string>>;

let manifest: Promise<RemoteManifest> | null = null;
const registered = new Set<RemoteName>();

/** /remotes.json maps each remote to its mf-manifest.json, so remotes deploy without a shell rebuild. */
function remoteManifest(): Promise<RemoteManifest> {
  manifest ??= fetch('/remotes.json', { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
      return response.json() as Promise<RemoteManifest>;
    })
    .catch((error: unknown) => {
      manifest = null; // let Retry fetch it again
      throw error;
    });
  return manifest;
}

/**
 * Loads one exposed component. `retry` re-registers the remote with force, which drops the
 * runtime's cached (failed) entry so a remote that came back up is fetched again.
 */
export async function loadAreaComponent(remote: RemoteName, module: string, retry: boolean): Promise<ComponentType<AreaProps>> {
  const entry = (await remoteManifest())[remote];
  if (!entry) throw new Error(`No manifest URL for remote "${remote}"`);
  if (!registered.has(remote) || retry) {
    checkSharedLibrariesAtLoad();
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.add(remote);
  }
  const loaded = await loadRemote<{ default?: ComponentType<AreaProps> }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded.default;
}
