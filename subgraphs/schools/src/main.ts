import { featureFlags } from '@predental/service-kit/feature-flags';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { favoriteModel } from './favorites/favorite-model';
import { favoriteStore } from './favorites/favorites';
import { favoritePaywall } from './favorites/paywall';
import { schoolsResolvers } from './resolvers';
import { dentalSchoolModel } from './schools/dental-school-model';
import { dentalSchoolStore } from './schools/dental-schools';

// Read at start, so a mistyped flag stops the service before it serves anything.
const paywall = favoritePaywall(featureFlags());

runSubgraph({
  name: 'schools',
  port: 4004,
  dir: __dirname,
  setup: async (connection) => {
    const schools = dentalSchoolModel(connection);
    const favorites = favoriteModel(connection);
    await Promise.all([schools.init(), favorites.init()]);
    return { resolvers: schoolsResolvers(dentalSchoolStore(schools), favoriteStore(favorites), paywall) };
  },
});
