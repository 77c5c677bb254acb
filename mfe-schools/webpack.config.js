const { federatedConfig } = require('@predental/remote-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'schools',
  exposes: {
    './Explorer': './src/explorer/ExplorerPage.tsx',
  },
});
