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
    // Files a page fetches with none of the area's others (the summary's section, the dashboard's
    // widgets): the documents they share with the area's screens are copied in, not one more file.
    shownAlone: ['./ApplicationFavorites', './FavoritesStep'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Schools (standalone)' }),
];
