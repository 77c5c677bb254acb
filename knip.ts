import type { KnipConfig } from 'knip';
import { REMOTE_AREAS } from '@predental/contracts/areas';

interface FederationPlugin {
  /** An exposed module is its file, or its file and the chunk it is put in ({ import, name }). */
  _options?: { exposes?: Record<string, string | { import: string }> };
}
type WebpackConfig =
  { plugins?: FederationPlugin[] } | ((env: object, argv: object) => { plugins?: FederationPlugin[] });

/** A remote's entry points are what its webpack config exposes to the shell; read there so they cannot drift. */
function exposedModules(workspace: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS
  const configs = require(`./${workspace}/webpack.config.js`) as WebpackConfig[];
  return configs.flatMap((config) => {
    const built = typeof config === 'function' ? config({}, { mode: 'production' }) : config;
    return (built.plugins ?? []).flatMap((plugin) =>
      Object.values(plugin._options?.exposes ?? {}).map((exposed) =>
        typeof exposed === 'string' ? exposed : exposed.import,
      ),
    );
  });
}

const remote = (workspace: string) => ({
  entry: [...exposedModules(workspace), 'src/standalone.tsx', 'src/screens.ts', 'e2e/**/*.ts'],
  project: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
});

/**
 * `npm run knip`: files, exports and dependencies nothing uses. src/gql/ is generated with every
 * type of every operation (graphql.ts) or of a subgraph's SDL (resolvers.ts), used or not, so it
 * is left out rather than edited.
 */
const config: KnipConfig = {
  ignore: ['**/src/gql/**'],
  ignoreDependencies: [
    // Named by string: the codegen plugins, and the loader and plugins remote-build's webpack settings load.
    '@graphql-codegen/typed-document-node',
    '@graphql-codegen/typescript-operations',
    'swc-loader',
    'html-webpack-plugin',
    'minimizer-webpack-plugin',
    // React 18 under another name: e2e/shared-singletons.spec.ts builds a remote against it.
    'react-18',
    // @module-federation/enhanced's own, found from there as the federation plugin finds it.
    '@module-federation/webpack-bundler-runtime',
  ],
  // zod's and Apollo's own folders, aliased in remote-build's webpack settings for browser-zod.js
  // and browser-apollo.js.
  ignoreUnresolved: [/^#(zod|apollo)-files\//],
  // FerretDB is built with the Go toolchain when no engine is given.
  ignoreBinaries: ['go'],
  workspaces: {
    '.': {
      entry: [
        'scripts/*.ts',
        'scripts/test/**/*.test.ts',
        'bench/*.ts',
        'bench/explorer/page-probe.js',
        'test-support/*.{ts,js}',
        'platform-tests/test/**/*.test.ts',
        'e2e/**/*.spec.ts',
        'deploy/*.js',
      ],
      project: [
        'scripts/**/*.ts',
        'bench/**/*.{ts,js}',
        'test-support/**/*.{ts,js}',
        'platform-tests/**/*.ts',
        'e2e/**/*.ts',
      ],
    },
    shell: {
      entry: ['src/index.ts', 'src/landing.ts', 'src/landing-html.tsx', 'src/bootstrap.tsx'],
      project: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    },
    // Every remote of the list of areas.
    ...Object.fromEntries(REMOTE_AREAS.map(({ name }) => [`mfe-${name}`, remote(`mfe-${name}`)])),
    // Its codegen reads the identity contract's graphql/ (the admin stats and users operations it shares with the bridge).
    'mfe-admin': { ...remote('mfe-admin'), ignoreDependencies: ['@predental/identity-contract'] },
    'mfe-schools': remote('mfe-schools'),
    'subgraphs/*': { project: ['src/**/*.ts', 'test/**/*.ts'] },
    // An area's contract is imported by its subgraph, its remote and the bridge: unused there is dead too.
    'subgraphs/*/contract': { project: ['**/*.ts'], includeEntryExports: true },
    gateway: { project: ['src/**/*.ts', 'test/**/*.ts'] },
    'rest-bridge': { project: ['src/**/*.ts', 'test/**/*.ts'] },
    entry: { project: ['src/**/*.ts', 'test/**/*.ts'] },
    // What the shared packages export is what every team may import: unused there is dead too.
    'packages/*': { project: ['**/*.{js,ts,tsx}'], includeEntryExports: true },
  },
};

export default config;
