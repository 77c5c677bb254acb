const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'schools',
    exposes: {
      './Explorer': './src/explorer/ExplorerScreen.tsx',
      './ApplicationFavorites': './src/application-summary/FavoriteSchools.tsx',
      './FavoritesStep': './src/dashboard/FavoritesStep.tsx',
    },
  }),
  standaloneConfig({ dir: __dirname, title: 'Schools (standalone)' }),
];
