const { workspaceConfig } = require('../test-support/jest-shared');

/** The entry's own tests start it with stand-ins of the bridge, the gateway and a remote: nothing else runs. */
module.exports = workspaceConfig(__dirname, 'none');
