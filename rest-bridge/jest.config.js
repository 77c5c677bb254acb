const { workspaceConfig } = require('../test-support/jest-shared');

/** The bridge's own tests: its routes against stand-in gateways, and its /api rows through a whole platform. */
module.exports = workspaceConfig(__dirname, 'platform');
