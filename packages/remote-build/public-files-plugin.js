// Copies a folder's files into the build as they are (robots.txt): served at the site's root.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

class PublicFilesPlugin {
  /** @param {string} dir the folder whose files are copied */
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { PublicFilesPlugin };
