// Drops webpack's own sharing runtime from a chunk that has @module-federation/enhanced's. Both
// are added (webpack's for its share scope map, the federation's for its shared libraries) and
// both assign __webpack_require__.S and .I; the federation's runs after and replaces them, so
// webpack's was dead code in every remoteEntry.js and in the shell's main.js: about 230 bytes
// each as sent (issue 41).
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'OneShareRuntimePlugin';

const oneShareRuntimePlugin = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const modules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
          const isWebpacks = (module) => module instanceof WebpackShareRuntimeModule;
          if (!modules.some((module) => module.name === 'sharing' && !isWebpacks(module))) continue;
          for (const module of modules.filter(isWebpacks)) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
        }
      });
    });
  },
};

module.exports = { oneShareRuntimePlugin };
