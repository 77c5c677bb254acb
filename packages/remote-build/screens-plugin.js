// The remote's screen declaration (src/screens.ts) built into screens.json, next to
// mf-manifest.json: the shell reads it at run time, so a remote ships a new screen on its own.
const path = require('node:path');
// The declaration and its contract are TypeScript; webpack-cli runs this file as plain CommonJS.
const { require: requireTypeScript } = require('tsx/cjs/api');

const NAME = 'ScreensPlugin';

/**
 * tsx loads each read's TypeScript afresh, as modules named `<file>?namespace=<n>` that stay in
 * require's cache. Webpack's disk cache follows that cache to find its build dependencies and fails
 * on such a name, so they go once read (the next read loads its own copies anyway).
 */
function forgetTypeScriptCopies() {
  const copy = (id) => id.includes('?namespace=');
  for (const [id, loaded] of Object.entries(require.cache)) {
    if (copy(id)) delete require.cache[id];
    else if (loaded) loaded.children = loaded.children.filter((child) => !copy(child.id));
  }
}

class ScreensPlugin {
  /**
   * @param {object} options
   * @param {string} options.file                 the declaration (a default export)
   * @param {Record<string,string|{import: string, name?: string}>} options.exposes the remote's exposes: every declared module (screen or contribution) must be one
   */
  constructor({ file, exposes }) {
    this.file = file;
    this.exposes = exposes;
  }

  /** The checked declaration as JSON; throws with the reason a team can act on. */
  read() {
    try {
      return this.check();
    } finally {
      forgetTypeScriptCopies();
    }
  }

  check() {
    const { parseAreaScreens, SCREENS_FILE } = requireTypeScript(
      require.resolve('@predental/contracts/screens'),
      __filename,
    );
    const declared = requireTypeScript(this.file, __filename).default;
    const parsed = parseAreaScreens(declared);
    if (!parsed.ok) throw new Error(`${this.file} is not a valid screen declaration:\n${parsed.error}`);
    const contributions = parsed.screens.contributions ?? [];
    const declaredModules = [...parsed.screens.screens, ...contributions].map(({ module }) => module);
    const missing = declaredModules.filter((module) => !this.exposes[`./${module}`]);
    if (missing.length)
      throw new Error(`${this.file} declares modules the remote does not expose: ${[...new Set(missing)].join(', ')}`);
    // The shell leaves out a slot it does not host (a newer remote's); at build time that is a misspelt slot.
    const hosted = Object.values(requireTypeScript(require.resolve('@predental/contracts/slots'), __filename).SLOTS);
    const unhosted = contributions.map(({ slot }) => slot).filter((slot) => !hosted.includes(slot));
    if (unhosted.length) {
      throw new Error(
        `${this.file} contributes to slots no shell screen hosts: ${[...new Set(unhosted)].join(', ')} (the slots are ${hosted.join(', ')})`,
      );
    }
    const contributed = contributions.map(({ slot, module }) => `${module} in ${slot}`);
    const twice = contributed.filter((entry, index) => contributed.indexOf(entry) !== index);
    if (twice.length)
      throw new Error(`${this.file} contributes a module to the same slot twice: ${[...new Set(twice)].join(', ')}`);
    return { name: SCREENS_FILE, json: JSON.stringify(parsed.screens, null, 2) };
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // Watch mode rebuilds when the declaration changes.
        compilation.fileDependencies.add(this.file);
        try {
          const { name, json } = this.read();
          compilation.emitAsset(name, new sources.RawSource(json));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${NAME}: ${error.message}`));
        }
      });
    });
  }
}

/** Every remote declares its screens in this file of its workspace. */
const screensFile = (dir) => path.join(dir, 'src', 'screens.ts');

module.exports = { ScreensPlugin, screensFile };
