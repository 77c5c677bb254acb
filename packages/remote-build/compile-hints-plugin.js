// V8's explicit compile hint (Chrome 136 on): a script whose first line is this comment has all its
// functions compiled as it downloads, on a background thread, instead of each on the main thread at
// its first call. For scripts nearly all of whose code runs as the page starts: the shell's main.js
// (webpack's and the federation's runtimes, issue 41). Other browsers read a comment.
const { Compilation, sources } = require('webpack');

const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

/** @param {string[]} chunkNames the chunks whose scripts get the hint */
function compileHintsPlugin(chunkNames) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        // After minifying (which drops comments), before the content hashes are computed.
        const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
        compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
          for (const chunk of compilation.chunks) {
            if (!chunkNames.includes(chunk.name ?? '')) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        });
      });
    },
  };
}

module.exports = { compileHintsPlugin };
