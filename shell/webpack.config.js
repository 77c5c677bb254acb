const path = require('node:path');
const { federatedConfig } = require('@predental/remote-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  entry: './src/index.ts',
  html: {
    template: path.join(__dirname, 'src/index.html'),
    title: 'PreDental Tracker',
    favicon: path.join(__dirname, 'src/assets/favicon.svg'),
  },
});
