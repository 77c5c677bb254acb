const { workspaceConfig } = require('../test-support/jest-shared');

/** The gateway's own tests: composition and limits need nothing running; the subgraph-down test starts the engine, two subgraphs and the gateway. */
module.exports = workspaceConfig(__dirname, 'engine');
