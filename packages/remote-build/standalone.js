// A plain webpack build (no federation) of one remote's pages on a page of their own:
// the area runs without the shell at /remotes/<name>/standalone/ of any running entry.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { swcMinimizer, swcRule } = require('./index');

/**
 * @param {object} options
 * @param {string} options.dir    the remote's workspace folder (usually __dirname)
 * @param {string} options.title  page title
 * @param {string} [options.entry] the file that calls renderStandalone
 */
function standaloneConfig({ dir, title, entry = './src/standalone.tsx' }) {
  return (_env, argv) => ({
    mode: argv.mode === 'development' ? 'development' : 'production',
    optimization: argv.mode === 'development' ? {} : swcMinimizer(),
    context: dir,
    entry: { standalone: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'standalone'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'], symlinks: true },
    module: { rules: [swcRule, { test: /\.(svg|png|jpe?g|webp|gif)$/i, type: 'asset/resource' }] },
    plugins: [new HtmlWebpackPlugin({ title })],
    performance: { hints: false },
  });
}

module.exports = { standaloneConfig };
