const { workspaceConfig } = require('../test-support/jest-shared');

/** The gateway's own tests: composition and limits need nothing running; the degraded-platform test starts a platform of its own. */
module.exports = workspaceConfig(__dirname, 'none');
