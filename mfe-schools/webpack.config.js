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
    // The application summary draws its section alone: the area's documents in its file.
    shownAlone: ['./ApplicationFavorites'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Schools (standalone)' }),
];
