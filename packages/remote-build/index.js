// Shared webpack settings for the shell (host) and the remotes. CommonJS so webpack-cli
// can load it without a TypeScript loader.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ConsumeSharedPlugin } = require('@module-federation/enhanced');
const { NormalModuleReplacementPlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ScreensPlugin, screensFile } = require('./screens-plugin');
const { chunkModulesPlugin } = require('./chunk-modules-plugin');
const { pageChunksPlugin } = require('./page-chunks-plugin');
const { publicFilesPlugin } = require('./public-files-plugin');
const { precompressPlugin } = require('./precompress-plugin');
const { oneShareRuntimePlugin } = require('./one-share-runtime-plugin');
const { compileHintsPlugin } = require('./compile-hints-plugin');
const { workspaceModules, workspaceModulesPlugin, workspaceChunks } = require('./workspace-shared');

/**
 * shared-libraries.json: "singletons", the libraries that must exist once per page (React state,
 * router, theme and Apollo contexts); "subpaths", theirs that are shared too, not as singletons
 * (the shell's check covers the singletons): "react/jsx-runtime", bundled into every build
 * otherwise. A shared subpath ships whole, one chunk each: sharing "@apollo/client/" made the
 * dashboard's JS grow from 482 to 531 KB, so the area runtime imports the cache through the
 * @apollo/client singleton instead. Sharing the whole design system, the contracts and zod this
 * way grew /coursework from 390 to 461 KB (each file a shared module of its own, issue 41).
 * "workspaceModules" (workspace-shared.js): our own code that pages drawing several remotes
 * fetched once per remote, shared as three modules that each group a few files: the design
 * system's core (Button, Card, Page, Spinner, theme: every signed-in page draws them), the area
 * runtime's core (QueryState, Table, Tooltip, Badge, dates, the shared query, the Apollo client's
 * helpers: every remote's page loads them) and the dashboard widgets' parts. The shell provides
 * them; a remote uses the shell's copy, or its own when the shell's was built from other code.
 * Dialogs' and forms' parts stay in each remote, fetched when a dialog opens. "libraries", shared
 * whole but not as singletons: zod, which every remote's contracts use, so the dashboard loads it
 * once instead of once per remote (a remote whose range no loaded copy meets loads its own).
 * "shellLibraries", shared by the shell alone: zod/mini, its check of the remotes' screens, which
 * then shares zod's core with the full zod a form loads later from the shell's build.
 * test/shipped-once.test.ts checks their code is shipped once.
 */
const {
  singletons: SINGLETONS,
  subpaths: SHARED_SUBPATHS,
  libraries: SHARED_LIBRARIES,
  shellLibraries: SHELL_LIBRARIES,
} = require('./shared-libraries.json');

/**
 * Shared libraries whose module is ours (browser-zod.js, browser-apollo.js), naming the values the
 * browser code uses so webpack shakes the rest: the version is then the library's, stated.
 */
const SLIMMED = {
  zod: { import: require.resolve('./browser-zod.js'), version: require('zod/package.json').version },
  'zod/mini': { import: require.resolve('./browser-zod-mini.js'), version: require('zod/package.json').version },
  '@apollo/client': {
    import: require.resolve('./browser-apollo.js'),
    version: require('@apollo/client/package.json').version,
  },
  'react-router-dom': {
    import: require.resolve('./browser-router.js'),
    version: require('react-router-dom/package.json').version,
  },
};

/** Each slimmed library in one file: webpack's vendor split would fetch our module apart from the library's files. */
const SLIMMED_CHUNKS = {
  // React and its JSX runtime, shared apart, in one file: the runtime alone was 305 B of code
  // under about 300 B of headers on every page, and it always loads with React.
  react: { test: /[\\/]node_modules[\\/]react[\\/]/, name: 'react', priority: 10, enforce: true },
  // react-dom and its scheduler in one cache group: webpack's default split left them in a file
  // with the federation runtime's glue, about 0.3 KB more as sent on every page (bench:bundles).
  'react-dom': { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 10, enforce: true },
  zod: { test: /[\\/](zod[\\/]v4[\\/]|remote-build[\\/]browser-zod(-mini)?\.js$)/, priority: 10, enforce: true },
  // With the libraries only Apollo uses (not tslib: Radix's dialogs use it too): apart, they were a
  // second file on every page that reads data.
  apollo: {
    test: /[\\/]node_modules[\\/](@apollo[\\/]client|@wry|graphql|optimism|rehackt|ts-invariant|zen-observable-ts)[\\/]|[\\/]remote-build[\\/]browser-apollo\.js$/,
    priority: 10,
    enforce: true,
  },
  router: {
    test: /[\\/](react-router-dom[\\/]|react-router[\\/]|@remix-run[\\/]router[\\/]|remote-build[\\/]browser-router\.js$)/,
    priority: 10,
    enforce: true,
  },
};

/**
 * The runtime plugin through which the shell hands its federation runtime to the remotes, as its ES
 * module: `experiments.provideExternalRuntime` names its CommonJS file, whose require()s bundled the
 * runtime's CommonJS copy beside the ES copy the shell itself runs (main.js: 173 KB minified, 120 KB
 * of it the runtime twice). The plugin is the one the installed @module-federation/enhanced ships.
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(
    require.resolve('@module-federation/inject-external-runtime-core-plugin', {
      paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
    }),
  ),
  'index.js',
);

/** The federation SDK's env.js, as the runtime imports it. */
const SDK_ENV = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;

/** The shell's runtime plugin that hands the remotes its bundler runtime, under this global. */
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = require.resolve('./provide-bundler-runtime.js');
const REMOTE_FEDERATION = '_PREDENTAL_REMOTE_FEDERATION';

/** The webpack bundler runtime's folder, as the installed @module-federation/enhanced resolves it. */
const BUNDLER_RUNTIME_DIR = path.dirname(
  require.resolve('@module-federation/webpack-bundler-runtime/package.json', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
  }),
);

/**
 * A remote takes the bundler runtime the shell provides (provide-bundler-runtime.js) for its own:
 * the federation entry webpack writes for it imports the runtime by its resolved file.
 */
function sharedBundlerRuntime({ request }, callback) {
  if (request && path.isAbsolute(request) && request.startsWith(BUNDLER_RUNTIME_DIR + path.sep))
    return callback(null, REMOTE_FEDERATION, 'global');
  return callback();
}

function sharedLibraries(pkg, isHost, dir) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const singletons = SINGLETONS.map((name) => {
    if (!deps[name]) throw new Error(`${pkg.name} must depend on ${name} (shared singleton)`);
    return [name, { singleton: true, requiredVersion: deps[name], ...SLIMMED[name] }];
  });
  // Without a range of the build's own, the range is read from the package.json that imports it.
  const libraries = [...SHARED_LIBRARIES, ...(isHost ? SHELL_LIBRARIES : [])].map((name) => {
    const range = deps[name.split('/')[0]];
    return [name, { ...(range && { requiredVersion: range }), ...SLIMMED[name] }];
  });
  return {
    ...Object.fromEntries([...singletons, ...SHARED_SUBPATHS.map((prefix) => [prefix, {}]), ...libraries]),
    ...(isHost && workspaceModules(dir, true)),
  };
}

/** swc minifies several times faster than terser, and `npm start` builds every bundle. */
function swcMinimizer() {
  return { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] };
}

const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  // Workspace packages (@predental/*) ship TypeScript source. Symlinks resolve to
  // /work/main/packages/..., outside node_modules, so this exclude keeps them included.
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * Webpack's cache on disk, when `npm run build` asks for it (WEBPACK_DISK_CACHE=1: a workspace
 * built before, being built again after a change): the build compiles and minifies only the modules
 * that changed. A first build from a clean tree (CI's) goes without: writing the cache costs it
 * about a third more CPU, for a cache nothing reads. Webpack checks each cached module's files,
 * and drops the whole cache when a build dependency (these settings, the workspace's config and
 * package.json, webpack itself) changes.
 * @param {string} dir        the workspace folder
 * @param {string} name       the config's name in the cache
 * @param {string} mode       'production' or 'development'
 * @param {string} settings   the settings file that made the config (its requires are followed)
 */
function diskCache(dir, name, mode, settings) {
  if (process.env.WEBPACK_DISK_CACHE !== '1') return undefined;
  return {
    type: 'filesystem',
    name: `${name}-${mode}`,
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    buildDependencies: { config: [settings, path.join(dir, 'webpack.config.js'), path.join(dir, 'package.json')] },
  };
}

/**
 * The federation runtime asks for the entry filename before content hashes exist (only to
 * compute the output depth); a fixed template then would fail, so answer without the hash.
 */
function hashedEntryFilename(pathData) {
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:8].js'
    : '[name].js';
}

/**
 * Where a build goes: `dist/` in production; `dist-dev/` for `npm run dev`, so a watch build never
 * overwrites the production build that `npm start` (or the entry) is serving.
 */
function buildDir(dir, mode) {
  return path.join(dir, mode === 'development' ? 'dist-dev' : 'dist');
}

/** The chunk an expose's module goes in, as the federation plugin names it. */
const exposeChunk = (key, expose) => expose.name ?? `__federation_expose_${key.replace(/^\.\//, '')}`;

/**
 * webpack's default split of what async chunks share, but not out of the chunks of the exposes
 * `shownAlone` names: a module they share with other exposes (the area's GraphQL documents) stays
 * in their file, a copy. A page drawing one of them alone (an application summary's section) fetched
 * it as one more file, about 330 B of headers and wrapper (bench:bundles); a page drawing several
 * exposes of the remote (the dashboard's widgets) still fetches it once.
 */
function defaultSplit(exposes, shownAlone) {
  const alone = new Set(shownAlone.map((key) => exposeChunk(key, exposes[key])));
  const chunks = (chunk) => !chunk.canBeInitial() && !alone.has(chunk.name);
  return { default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks } };
}

/**
 * Build a webpack config for one federated app.
 * @param {object} options
 * @param {string} options.dir            the workspace folder (usually __dirname)
 * @param {string} options.name           federation name: 'shell', 'academics', ...
 * @param {Record<string,string|{import: string, name?: string}>} [options.exposes]  remotes only (name: the chunk the module goes in)
 * @param {string} [options.entry]        host only: its entry file
 * @param {object} [options.html]         host only: html-webpack-plugin options
 * @param {string} [options.publicDir]    host only: a folder copied as it is to the site's root (robots.txt)
 * @param {string[]} [options.shownAlone] remotes only: exposes a page draws with no other of the remote's (defaultSplit)
 */
function federatedConfig({ dir, name, exposes, entry, html, publicDir, shownAlone = [] }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = Boolean(entry);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const mode = production ? 'production' : 'development';
    const plugins = [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        manifest: !isHost,
        dts: false,
        shared: sharedLibraries(pkg, isHost, dir),
        // The page keeps to its own copies (the shell's check refuses a remote they do not suit) and
        // never asks the remotes for theirs: under version-first, each library first used after a
        // remote is registered would start every registered remote's entry, and one remote down or
        // refused would fail that library for every area.
        ...(isHost && { shareStrategy: 'loaded-first' }),
        // The shell ships the federation runtime once; remotes use it instead of bundling
        // their own copy, which kept each remote entry under 15 KB gzipped.
        ...(isHost && { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN, PROVIDE_BUNDLER_RUNTIME_PLUGIN] }),
        experiments: { ...(!isHost && { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      workspaceModulesPlugin(dir),
      ...(isHost ? [] : [new ConsumeSharedPlugin({ consumes: workspaceModules(dir, false) })]),
      oneShareRuntimePlugin,
      // The federation SDK's env.js without its localStorage read (federation-env.js says why).
      new NormalModuleReplacementPlugin(SDK_ENV, require.resolve('./federation-env.js')),
    ];
    // What each file's code is made of, to check no library is shipped twice outside sharing.
    if (production) plugins.push(chunkModulesPlugin(pkg.name));
    // The files each of the shell's named imports fetches, which the entry hints in a page's HTML;
    // not the shared libraries' (zod), which the code fetches when it needs them.
    if (isHost) plugins.push(pageChunksPlugin(SHARED_LIBRARIES));
    // The shell's entry is the runtimes, which run as the page starts: compiled off the main thread.
    if (isHost && production) plugins.push(compileHintsPlugin(['main']));
    // A remote's screens.json: the routes and sidebar entries the shell draws for it.
    if (!isHost) plugins.push(new ScreensPlugin({ file: screensFile(dir), exposes }));
    if (publicDir) plugins.push(publicFilesPlugin(path.join(dir, publicDir)));
    // A .br and a .gz copy of each script and manifest, for the servers to send as they are.
    if (production) plugins.push(precompressPlugin());
    if (html) {
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      plugins.push(new HtmlWebpackPlugin(html));
    }

    return {
      mode,
      cache: diskCache(dir, name, mode, __filename),
      context: dir,
      entry: isHost ? { main: entry } : {},
      externals: isHost ? undefined : [sharedBundlerRuntime],
      // Public source maps would hand out the whole source (the admin remote's included).
      devtool: production ? false : 'eval-cheap-module-source-map',
      optimization: {
        ...(production && swcMinimizer()),
        splitChunks: {
          cacheGroups: {
            ...SLIMMED_CHUNKS,
            ...workspaceChunks(dir),
            ...(shownAlone.length > 0 && defaultSplit(exposes, shownAlone)),
          },
        },
      },
      output: {
        path: buildDir(dir, argv.mode),
        // Remotes are served under a prefix chosen by the entry server: let the runtime
        // find it from the manifest URL. The shell is a SPA with nested routes: absolute.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        uniqueName: name,
        // A module that throws as it loads (its chunk or a shared library could not be fetched) is
        // dropped from the cache, so the next import fetches and runs it again instead of handing
        // back its half-made exports (a form's schema loaded on first use, issue 41).
        strictModuleExceptionHandling: true,
        // Plain pages (standalone.js) are built into dist/standalone or dist/landing by a second config.
        clean: { keep: /^(standalone|landing)\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        symlinks: true,
        // browser-zod.js, browser-apollo.js and browser-router.js read the libraries' files past their package exports.
        alias: {
          '#zod-files': path.dirname(require.resolve('zod/package.json')),
          '#apollo-files': path.dirname(require.resolve('@apollo/client/package.json')),
          '#router-files': path.dirname(require.resolve('react-router-dom/package.json')),
          '#mf-bundler-runtime': BUNDLER_RUNTIME_DIR,
        },
      },
      module: {
        rules: [swcRule, { test: /\.(svg|png|jpe?g|webp|gif)$/i, type: 'asset/resource' }],
      },
      plugins,
      performance: { hints: false },
      devServer: {
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}

module.exports = { buildDir, diskCache, federatedConfig, swcRule, swcMinimizer };
