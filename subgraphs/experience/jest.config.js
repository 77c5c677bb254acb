const { workspaceConfig } = require('../../test-support/jest-shared');

/** This subgraph's own tests: the subgraph alone against the engine (npm test -w subgraphs/experience). */
module.exports = workspaceConfig(__dirname, 'engine');
