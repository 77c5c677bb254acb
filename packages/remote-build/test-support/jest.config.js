/** A workspace's own unit tests (`npm test -w <name>` runs jest from that folder): the platform is not started. */
const platform = require('../../../jest.config.js');

module.exports = { ...platform, rootDir: process.cwd(), globalSetup: undefined, globalTeardown: undefined };
