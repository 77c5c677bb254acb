// Drops webpack's own sharing runtime from a chunk that has @module-federation/enhanced's. Both
// are added (webpack's for its share scope map, the federation's for its shared libraries) and
// both assign __webpack_require__.S and .I; the federation's runs after and replaces them, so
// webpack's was dead code in every remoteEntry.js and in the shell's main.js: about 230 bytes
// each as sent (issue 41). A remote had the federation's twice: one is kept.
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
          const federations = modules.filter((module) => module.name === 'sharing' && !isWebpacks(module));
          if (federations.length === 0) continue;
          // A remote's second one (its ConsumeSharedPlugin of the workspace modules adds its own)
          // writes the same tables again: about 40 bytes more as sent in each remoteEntry.js.
          const dropped = [...modules.filter(isWebpacks), ...federations.slice(1)];
          for (const module of dropped) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
        }
      });
    });
  },
};

module.exports = { oneShareRuntimePlugin };
