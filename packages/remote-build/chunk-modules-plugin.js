// Writes chunk-modules.json beside a build: for each JavaScript file, the library modules in it
// (files of packages other than the build's own, as "package/path"), the shared modules whose
// own copy it is (loaded only when the page has none yet), or null, whether it is an entry (a
// remote's remoteEntry.js, fetched with the remote), the exposed modules whose import fetches
// it (a chunk the code loads later, on demand, is fetched by none) and those whose own module it
// holds (the file a page fetches for them, beside what they share). A test
// reads it to find library code a page could fetch twice, from two builds.
const path = require('node:path');
const { sources } = require('webpack');
const { assetPlugin } = require('./asset-plugin');

const FILE = 'chunk-modules.json';
const SHARED_MODULE_TYPES = new Set(['consume-shared-module', 'provide-module']);

/**
 * "package/path in the package" of a file: from its last node_modules folder (some packages, zod's
 * among them, keep nameless package.json files in their subfolders), else from its package.json
 * (our workspaces, linked into node_modules but resolved to their own folders).
 */
function libraryFile(module) {
  const resource = module.resource?.split(path.sep).join('/');
  if (!resource) return undefined;
  const installed = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(resource);
  if (installed) return { name: installed[1], file: installed[2] };
  const data = module.resourceResolveData;
  const name = data?.descriptionFileData?.name;
  return name && { name, file: path.relative(data.descriptionFileRoot, module.resource).split(path.sep).join('/') };
}

/** Each library file of a module (of each file, for a concatenated one); the build's own files are left out. */
function libraryFiles(module, ownPackage, into) {
  for (const inner of module.modules ?? [module]) {
    const found = libraryFile(inner);
    if (found && found.name !== ownPackage) into.add(`${found.name}/${found.file}`);
  }
}

/** The shared module (its share key) that loads each chunk group as its own copy (its fallback). */
function sharedCopyGroups(compilation) {
  const groups = new Map();
  for (const module of compilation.modules) {
    if (!SHARED_MODULE_TYPES.has(module.type)) continue;
    const shareKey = module.options?.shareKey ?? module._name;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.set(group, [...(groups.get(group) ?? []), shareKey]);
    }
  }
  return groups;
}

/**
 * The shared modules whose own copies alone load a chunk (a page that has those modules never
 * fetches it), or null when the build's own code loads it too.
 */
function sharedCopyOf(chunk, groups) {
  const keys = new Set();
  for (const group of chunk.groupsIterable) {
    if (!groups.has(group)) return null;
    for (const key of groups.get(group)) keys.add(key);
  }
  return [...keys].sort();
}

/** Each exposed module's name ("./GpaCards") with the container's block that loads it. */
function* exposedBlocks(compilation) {
  for (const module of compilation.modules)
    for (const block of module.blocks) {
      const exposed = block.dependencies.find((dependency) => dependency.type === 'container exposed');
      if (exposed) yield { block, exposed };
    }
}

const addTo = (map, key, name) => map.set(key, [...(map.get(key) ?? []), name]);

/**
 * The exposed modules whose import fetches each chunk group; exposes given one chunk name (the
 * dashboard's widgets) share one group.
 */
function exposeGroups(compilation) {
  const groups = new Map();
  for (const { block, exposed } of exposedBlocks(compilation)) {
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    if (group) addTo(groups, group, exposed.exposedName);
  }
  return groups;
}

/** The exposed modules whose import fetches the chunk, sorted. */
function exposesOf(chunk, groups) {
  const names = [...chunk.groupsIterable].flatMap((group) => groups.get(group) ?? []);
  return [...new Set(names)].sort();
}

/** The exposed modules whose own module (the file the expose names) each chunk holds. */
function exposedModuleHolders(compilation) {
  const holders = new Map();
  for (const { exposed } of exposedBlocks(compilation)) {
    const target = compilation.moduleGraph.getModule(exposed);
    if (!target) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(target))
      addTo(holders, chunk, exposed.exposedName);
  }
  return holders;
}

/** @param {string} ownPackage the workspace's package name: its own files are left out */
const chunkModulesPlugin = (ownPackage) =>
  assetPlugin('ChunkModulesPlugin', 'REPORT', (compilation) => {
    const shared = sharedCopyGroups(compilation);
    const exposes = exposeGroups(compilation);
    const holders = exposedModuleHolders(compilation);
    const files = {};
    for (const chunk of compilation.chunks) {
      const modules = new Set();
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
        libraryFiles(module, ownPackage, modules);
      for (const file of chunk.files) {
        if (file.endsWith('.js'))
          files[file] = {
            sharedCopyOf: sharedCopyOf(chunk, shared),
            entry: chunk.canBeInitial(),
            exposes: exposesOf(chunk, exposes),
            holds: [...new Set(holders.get(chunk) ?? [])].sort(),
            modules: [...modules].sort(),
          };
      }
    }
    compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(files)));
  });

module.exports = { chunkModulesPlugin };
