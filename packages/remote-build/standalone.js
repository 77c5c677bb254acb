// A plain webpack build (no federation) of one page: a remote's screens on a page of their own
// (served at /remotes/<name>/standalone/), or the shell's first-visit landing page.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { buildDir, diskCache, swcMinimizer, swcRule } = require('./index');
const { precompressPlugin } = require('./precompress-plugin');

/** An SVG's data: URL as percent-encoded text: in a page's HTML it compresses far better than base64. */
const svgDataUrl = (content) => `data:image/svg+xml,${encodeURIComponent(content.toString())}`;

/**
 * @param {object} options
 * @param {string} options.dir    the workspace folder (usually __dirname)
 * @param {string} options.title  page title
 * @param {string} [options.entry] the file that renders the page
 * @param {string} [options.folder] the folder under the build folder (dist/) it is built into
 * @param {object} [options.html] more html-webpack-plugin options (template, favicon)
 * @param {string} [options.publicPath] where the files are served from, when the page's URL is not their folder
 * @param {boolean} [options.precompress] write .br and .gz copies of its scripts (a page the platform serves, not a test page)
 * @param {boolean} [options.inlineSvg] SVG images as data: URLs in the page: painted with its first paint, without a request
 */
function standaloneConfig({
  dir,
  title,
  entry = './src/standalone.tsx',
  folder = 'standalone',
  html = {},
  publicPath = 'auto',
  precompress = false,
  inlineSvg = false,
}) {
  return (_env, argv) => ({
    mode: argv.mode === 'development' ? 'development' : 'production',
    optimization: argv.mode === 'development' ? {} : swcMinimizer(),
    cache: diskCache(dir, folder, argv.mode === 'development' ? 'development' : 'production', __filename),
    context: dir,
    entry: { [folder]: entry },
    devtool: false,
    output: {
      path: path.join(buildDir(dir, argv.mode), folder),
      publicPath,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'], symlinks: true },
    module: {
      rules: [
        swcRule,
        inlineSvg
          ? { test: /\.svg$/i, type: 'asset/inline', generator: { dataUrl: svgDataUrl } }
          : { test: /\.svg$/i, type: 'asset/resource' },
        { test: /\.(png|jpe?g|webp|gif)$/i, type: 'asset/resource' },
        // A file's text: a page template a JS template (html.template) renders into.
        { resourceQuery: /raw/, type: 'asset/source' },
        // html-webpack-plugin runs a JS template in Node: what it imports resolves as in Node
        // (styled-components' browser build cannot render to a string).
        {
          compiler: 'HtmlWebpackCompiler',
          resolve: { aliasFields: [], mainFields: ['module', 'main'], conditionNames: ['node', 'import', 'require'] },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ title, ...html }),
      ...(precompress && argv.mode !== 'development' ? [precompressPlugin()] : []),
    ],
    performance: { hints: false },
  });
}

module.exports = { standaloneConfig };
