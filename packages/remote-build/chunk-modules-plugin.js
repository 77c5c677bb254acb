// Writes chunk-modules.json beside a build: for each JavaScript file, the library modules in it
// (files of packages other than the build's own, as "package/path") and whether it is a shared
// module's own copy (loaded only when the page has none yet). A test reads it to find library
// code that two builds each ship outside Module Federation's sharing.
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const FILE = 'chunk-modules.json';
const SHARED_MODULE_TYPES = new Set(['consume-shared-module', 'provide-module']);

/** Each library file of a module (of each file, for a concatenated one) as "package/path in the package". */
function libraryFiles(module, ownPackage, into) {
  for (const inner of module.modules ?? [module]) {
    const data = inner.resourceResolveData;
    const name = data?.descriptionFileData?.name;
    if (!name || name === ownPackage || !inner.resource) continue;
    into.add(`${name}/${path.relative(data.descriptionFileRoot, inner.resource).split(path.sep).join('/')}`);
  }
}

/** The chunks a shared module loads as its own copy (its fallback). */
function sharedCopyChunks(compilation) {
  const chunks = new Set();
  for (const module of compilation.modules) {
    if (!SHARED_MODULE_TYPES.has(module.type)) continue;
    for (const block of module.blocks) {
      for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(chunk);
    }
  }
  return chunks;
}

class ChunkModulesPlugin {
  /** @param {string} ownPackage the workspace's package name: its own files are left out */
  constructor(ownPackage) {
    this.ownPackage = ownPackage;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkModulesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkModulesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const shared = sharedCopyChunks(compilation);
          const files = {};
          for (const chunk of compilation.chunks) {
            const modules = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
              libraryFiles(module, this.ownPackage, modules);
            for (const file of chunk.files) {
              if (file.endsWith('.js')) files[file] = { sharedCopy: shared.has(chunk), modules: [...modules].sort() };
            }
          }
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

module.exports = { ChunkModulesPlugin };
