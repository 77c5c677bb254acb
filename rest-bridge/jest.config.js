const { workspaceConfig } = require('../test-support/jest-shared');

/** The bridge's own tests: the bridge alone, in front of stand-in gateways. Its /api rows through a whole platform are in platform-tests/test/bridge. */
module.exports = workspaceConfig(__dirname, 'none');
