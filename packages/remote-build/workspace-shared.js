// Our own workspaces' code that the builds share (shared-libraries.json "workspaceModules"): three
// modules, each a file re-exporting a group of the design system's and the area runtime's files
// (@predental/design/core: what the pages draw, with no Apollo behind it; @predental/area-runtime/
// core: what a remote's page reads its data with; @predental/area-runtime/dashboard: the widgets'
// parts). An
// import of a group's file from outside the group is sent to its module, so a design file's
// './Button' is shared as well as a screen's '@predental/design/Button'. One module a group, not
// one a file: each shared module is listed in the shell's main.js and in every remoteEntry.js
// (about 35 B each as sent), and is a file of its own.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { workspaceModules: GROUPS } = require('./shared-libraries.json');

const NAME = 'WorkspaceModulesPlugin';

/** The package.json of the package a file is in (their exports do not list it). */
function packageFileOf(file) {
  const candidate = path.join(path.dirname(file), 'package.json');
  return existsSync(candidate) ? candidate : packageFileOf(path.dirname(file));
}

/** Each group's module and its files, as the workspace in `dir` resolves them. */
function groups(dir) {
  const resolve = (request) => require.resolve(request, { paths: [dir] });
  return Object.entries(GROUPS).map(([request, members]) => {
    const file = resolve(request);
    return { request, file, packageFile: packageFileOf(file), members: new Set(members.map(resolve)) };
  });
}

/**
 * One version for them all, from their code: a page uses the shell's copies only when they were
 * built from the same code as the remote's, else the remote loads its own (a remote deployed
 * before or after a design change keeps working, as one built alone does without a shell).
 */
function version(all) {
  const files = all.flatMap((group) => [group.file, ...group.members]).sort();
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return `1.0.0-${createHash('sha256').update(code).digest('hex').slice(0, 12)}`;
}

/**
 * Each module's config, matched by its file under its package request as share key: the shell's
 * shared config (it provides them and uses its own), a remote's consumes (it uses the page's, or
 * its own copy when the page has none of its version). A remote provides none: the page has the
 * shell's.
 */
function workspaceModules(dir, isHost) {
  const all = groups(dir);
  const required = version(all);
  const versions = isHost ? { version: required, requiredVersion: required } : { requiredVersion: required };
  return Object.fromEntries(
    all.map(({ request, file }) => [request, { request: file, import: file, shareKey: request, ...versions }]),
  );
}

/** Sends an import of a group's file, from outside the group, to the group's module. */
function workspaceModulesPlugin(dir) {
  const all = groups(dir);
  return {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
        factory.hooks.afterResolve.tap(NAME, ({ createData, contextInfo }) => {
          const group = all.find(({ members }) => members.has(createData.resource));
          if (!group || group.file === contextInfo.issuer || group.members.has(contextInfo.issuer)) return;
          // As if the import had named the group's module: its file, folder and package.
          const root = path.dirname(group.packageFile);
          const named = (request) => request.replace(createData.resource, group.file);
          createData.request = named(createData.request);
          createData.userRequest = named(createData.userRequest);
          createData.resource = group.file;
          createData.context = path.dirname(group.file);
          createData.resourceResolveData = {
            ...createData.resourceResolveData,
            path: group.file,
            descriptionFilePath: group.packageFile,
            descriptionFileRoot: root,
            descriptionFileData: require(group.packageFile),
            relativePath: `./${path.relative(root, group.file).split(path.sep).join('/')}`,
          };
        });
      });
    },
  };
}

/** A chunk a group: its module with its files, as one file. */
function workspaceChunks(dir) {
  return Object.fromEntries(
    groups(dir).map(({ request, file, members }) => {
      const name = request.replace(/^@predental\//, '').replace('/', '-');
      const files = new Set([file, ...members]);
      return [name, { test: (module) => files.has(module.resource), name, chunks: 'all', priority: 20, enforce: true }];
    }),
  );
}

module.exports = { workspaceModules, workspaceModulesPlugin, workspaceChunks };
