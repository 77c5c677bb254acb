// A webpack plugin that adds files to every compilation of a build.
const { Compilation } = require('webpack');

/**
 * @param {string} name the plugin's name in webpack's hooks
 * @param {'ADDITIONAL' | 'REPORT'} stage when: with the build's own assets, or once they are final
 * @param {(compilation: import('webpack').Compilation) => void} emit adds the files (compilation.emitAsset)
 */
function assetPlugin(name, stage, emit) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: Compilation[`PROCESS_ASSETS_STAGE_${stage}`] }, () =>
          emit(compilation),
        );
      });
    },
  };
}

module.exports = { assetPlugin };
