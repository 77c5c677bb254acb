// Writes a brotli (.br) and a gzip (.gz) copy beside each built script and manifest, which the
// entry and each remote's own service answer instead of compressing on the fly
// (service-kit's built-files.ts): brotli at quality 11 is too slow per request, and made the
// dashboard's scripts 14% smaller than the quality 4 of the compression middleware (issue 41).
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { Compilation, sources } = require('webpack');

const NAME = 'PrecompressPlugin';
const COMPRESSIBLE = /\.(js|json)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @param {Buffer} content */
async function compress(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

const precompressPlugin = () => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Kept in webpack's cache on disk when the build has one: a rebuild compresses only what changed.
      const cache = compilation.getCache(NAME);
      compilation.hooks.processAssets.tapPromise(
        // After Module Federation's mf-manifest.json; files added later (page-chunks.json) come through additionalAssets.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1, additionalAssets: true },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const { source, info } = compilation.getAsset(name);
              const content = source.buffer();
              const copies = await cache
                .getItemCache(name, cache.getLazyHashedEtag(source))
                .providePromise(() => compress(content));
              for (const [suffix, copy] of Object.entries(copies)) {
                // A file too small to gain is served as it is.
                if (copy.length >= content.length) continue;
                compilation.emitAsset(`${name}.${suffix}`, new sources.RawSource(copy), {
                  compressed: true,
                  immutable: info.immutable,
                });
              }
            }),
          );
        },
      );
    });
  },
});

module.exports = { precompressPlugin };
