const { federatedConfig } = require('@predental/remote-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'academics',
  exposes: {
    './Coursework': './src/coursework/CourseworkPage.tsx',
    './Dat': './src/dat/DatPage.tsx',
    './GpaCards': './src/dashboard/GpaCards.tsx',
    './DatTable': './src/dashboard/DatTable.tsx',
  },
});
