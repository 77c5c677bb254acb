const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'applications',
    exposes: {
      './Applications': './src/applications/ApplicationsPage.tsx',
    },
  }),
  standaloneConfig({ dir: __dirname, title: 'Applications (standalone)' }),
];
