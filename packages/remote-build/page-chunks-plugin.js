// Writes page-chunks.json beside the shell's build: for each named import() (webpackChunkName),
// the JavaScript files its loading fetches, its own chunks and the page's copies of the shared
// libraries they use (but those left out: zod, fetched when a form needs it). The entry reads it to hint a path's scripts in the page's HTML, so they are
// all fetched as the HTML arrives instead of each wave after the one that asked for it (issue 41).
const { sources } = require('webpack');
const { assetPlugin } = require('./asset-plugin');

const FILE = 'page-chunks.json';

/** The chunk groups that hold the page's own copy of each shared library, by share key. */
function providedCopies(compilation, leaveOut) {
  const groups = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || leaveOut.includes(module._name)) continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.set(module._name, [...(groups.get(module._name) ?? []), group]);
    }
  }
  return groups;
}

/** A group's files, then those of the shared copies its modules consume (theirs in turn), each once. */
function groupFiles(compilation, group, provided, files = new Set(), seen = new Set()) {
  if (seen.has(group)) return files;
  seen.add(group);
  const consumed = [];
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === 'consume-shared-module') consumed.push(...(provided.get(module.options.shareKey) ?? []));
  }
  for (const copy of consumed) groupFiles(compilation, copy, provided, files, seen);
  return files;
}

/** @param {string[]} leaveOut share keys whose copies are not listed */
const pageChunksPlugin = (leaveOut) =>
  assetPlugin('PageChunksPlugin', 'REPORT', (compilation) => {
    const provided = providedCopies(compilation, leaveOut);
    const pages = {};
    for (const [name, group] of compilation.namedChunkGroups) {
      if (!group.isInitial()) pages[name] = [...groupFiles(compilation, group, provided)];
    }
    compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(pages)));
  });

module.exports = { pageChunksPlugin, PAGE_CHUNKS_FILE: FILE };
