const { workspaceConfig } = require('../test-support/jest-shared');

/** This area's own unit tests (npm test -w shell): nothing is started. */
module.exports = workspaceConfig(__dirname, 'none');
