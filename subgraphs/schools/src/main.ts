import path from 'node:path';
import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { favoriteModel } from './favorites/favorite-model';
import { featureFlags } from './favorites/feature-flags';
import { favoriteStore } from './favorites/favorites';
import { favoritePaywall } from './favorites/paywall';
import { schoolsResolvers } from './resolvers';
import { dentalSchoolModel } from './schools/dental-school-model';
import { dentalSchoolStore } from './schools/dental-schools';
import { keyOlderSchools } from './schools/school-keys';
import { loadSchoolSeed, readSchoolSeed } from './seed/dental-school-seed';
import { seedLogModel } from './seed/seed-log';

// Read at start, so a mistyped flag or a broken seed file stops the service before it serves anything.
const paywall = favoritePaywall(featureFlags());
// One level below the subgraph's folder, whether run from src/ or from the compiled dist/.
const seed = readSchoolSeed(path.join(__dirname, '..', 'seed', 'dental-schools.csv'));

runSubgraph({
  name: 'schools',
  port: 4004,
  dir: __dirname,
  setup: async (connection) => {
    const schools = dentalSchoolModel(connection);
    const favorites = favoriteModel(connection);
    const seedLog = seedLogModel(connection);
    await Promise.all([favorites.init(), seedLog.init()]);
    await keyOlderSchools(schools);
    const store = dentalSchoolStore(schools);
    const loaded = await loadSchoolSeed(seed, store, seedLog);
    serviceLogger('schools').info({ seedSchools: seed.length, ...loaded }, 'dental school seed checked');
    return { resolvers: schoolsResolvers(store, favoriteStore(favorites), paywall) };
  },
});
