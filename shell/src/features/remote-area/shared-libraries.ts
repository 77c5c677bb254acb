import { registerPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** One library of a remote's mf-manifest.json "shared" list (the fields the check reads). */
export interface RemoteSharedLibrary {
  name: string;
  /** The version bundled into the remote as its fallback: the one it was built against. */
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** "19" for 19.3.1, "0.4" for 0.4.2: before 1.0 a minor version breaks as a major does. */
function releaseLine(version: string): string | undefined {
  const match = /^v?(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return undefined;
  return match[1] === '0' ? `0.${match[2]}` : match[1];
}

/**
 * Why a remote cannot run on this page, one sentence per library by name; empty when it can. Each library
 * the page shares as a singleton must be shared by the remote too, as a singleton, with a range
 * that the page's version satisfies (an unreadable range satisfies nothing), and built against
 * the page's major version: the runtime itself would only warn and hand the remote the page's
 * copy, and a remote built against another React major then breaks on its first render.
 */
export function sharedLibraryProblems(
  remote: string,
  remoteShared: readonly RemoteSharedLibrary[],
  pageVersions: Readonly<Record<string, string>>,
): string[] {
  // By code point, not localeCompare: its first call loads the locale's collation, 25 ms of the page's first load.
  const libraries = Object.entries(pageVersions).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return libraries.flatMap(([library, pageVersion]) => {
    const entry = remoteShared.find((shared) => shared.name === library);
    const page = `this page has ${library} ${pageVersion}`;
    if (!entry) return [`${remote} does not share ${library} and would run its own copy, while ${page}`];
    if (!entry.singleton) return [`${remote} shares ${library} without singleton: true, while ${page}`];
    if (typeof entry.requiredVersion === 'string' && !satisfy(pageVersion, entry.requiredVersion)) {
      return [`${remote} requires ${library} ${entry.requiredVersion}, but ${page}`];
    }
    if (entry.version && releaseLine(entry.version) !== releaseLine(pageVersion)) {
      return [`${remote} was built with ${library} ${entry.version}, but ${page}`];
    }
    return [];
  });
}

class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/** Refuses a remote from its manifest, before its entry script runs or registers anything. */
const sharedLibraryCheck: ModuleFederationRuntimePlugin = {
  name: 'predental-shared-library-check',
  afterLoadManifest({ manifestJson, moduleInfo, origin }) {
    // No manifest (a remote that is down) or one without "shared": the runtime reports those itself.
    if (!manifestJson?.shared) return;
    const pageVersions = Object.fromEntries(
      Object.entries(origin.options.shared).flatMap(([library, versions]) => {
        const own = versions.find((shared) => shared.from === origin.options.name && shared.shareConfig.singleton);
        return own ? [[library, own.version]] : [];
      }),
    );
    const problems = sharedLibraryProblems(moduleInfo.name, manifestJson.shared, pageVersions);
    if (problems.length === 0) return;
    const message = `The ${moduleInfo.name} area was not loaded: ${problems.join('; ')}.`;
    console.error(message);
    throw new IncompatibleRemoteError(message);
  },
};

/** Call before loading a remote; registering again is a no-op (plugins are kept by name). */
export function checkSharedLibrariesAtLoad(): void {
  registerPlugins([sharedLibraryCheck]);
}
