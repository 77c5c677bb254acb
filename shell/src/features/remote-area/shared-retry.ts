import {
  registerGlobalPlugins,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/** What the runtime keeps of one version of a shared library (the fields read here). */
interface SharedEntry {
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  treeShaking?: SharedEntry;
}

/**
 * The federation runtime keeps a shared library's failed load (its chunk could not be fetched:
 * the student went offline) and fails every later use with it, until the page is reloaded. Forget
 * it, so the next use fetches the library again: a form opened offline works once back online.
 */
const retryFailedShares: ModuleFederationRuntimePlugin = {
  name: 'predental-retry-failed-shares',
  errorLoadShare({ pkgName, shareScopeMap }) {
    for (const scope of Object.values(shareScopeMap)) {
      const versions = (scope as Record<string, Record<string, SharedEntry>>)[pkgName] ?? {};
      for (const shared of Object.values(versions)) {
        for (const entry of [shared, shared.treeShaking]) if (entry && !entry.loaded) entry.loading = null;
      }
    }
  },
};

/** For the shell's own runtime and every remote's, created after this. */
export function retrySharedLibrariesThatFailed(): void {
  registerGlobalPlugins([retryFailedShares]);
  registerPlugins([retryFailedShares]);
}
