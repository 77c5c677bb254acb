// Copies a folder's files into the build as they are (robots.txt): served at the site's root.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { sources } = require('webpack');
const { assetPlugin } = require('./asset-plugin');

/** @param {string} dir the folder whose files are copied */
const publicFilesPlugin = (dir) =>
  assetPlugin('PublicFilesPlugin', 'ADDITIONAL', (compilation) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      compilation.fileDependencies.add(file);
      compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
    }
  });

module.exports = { publicFilesPlugin };
