/**
 * A runtime plugin of the shell's that hands the remotes its webpack bundler runtime, as it hands
 * them the runtime core (@module-federation/inject-external-runtime-core-plugin): each remote's
 * remoteEntry.js otherwise bundles its own copy, about 4 KB of the 7.5 KB it sends (issue 41).
 * The bundler runtime's functions take the build's webpack require as an argument, so the shell's
 * serve every build; what is per build (options, instance, share scopes) stays on that argument.
 * index.js points the remotes' builds at REMOTE_FEDERATION instead of their own copy.
 */
import federation from '#mf-bundler-runtime/dist/index.js';
// The shell exposes nothing, so its build of the bundler runtime leaves this out.
import { initContainerEntry } from '#mf-bundler-runtime/dist/initContainerEntry.js';

const REMOTE_FEDERATION = '_PREDENTAL_REMOTE_FEDERATION';

/**
 * @module-federation/runtime's init for a remote: the registered instance of that name, else a new
 * one registered. Not the runtime's own: that one also makes the new instance the one its
 * loadRemote and registerRemotes act on, which must stay the shell's.
 */
function initRemote(options) {
  const core = globalThis._FEDERATION_RUNTIME_CORE;
  const registered = core.CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options: { name, version } }) =>
      name === options.name && (options.version ? version === options.version : !version),
  );
  if (registered) {
    registered.initOptions(options);
    return registered;
  }
  const Federation = core.getGlobalFederationConstructor() || core.ModuleFederation;
  const instance = new Federation({ ...options, id: options.id || '' });
  core.setGlobalFederationInstance(instance);
  return instance;
}

export default function provideBundlerRuntime() {
  globalThis[REMOTE_FEDERATION] ??= {
    runtime: { init: initRemote },
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  return { name: 'provide-bundler-runtime' };
}
