import path from 'node:path';
import { eraseStudentData } from '@predental/service-kit/erase-student-data';
import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { withMutations } from '@predental/service-kit/student-data-import';
import { featureFlags } from './favorites/feature-flags';
import { favoriteRecords, favoriteStore } from './favorites/favorites';
import { migrateFavorites } from './favorites/migrate';
import { favoritePaywall } from './favorites/paywall';
import { schoolsResolvers } from './resolvers';
import { importMutations } from './student-data/import';
import { dentalSchoolModel } from './schools/dental-school-model';
import { dentalSchoolStore } from './schools/dental-schools';
import { directoryVersion } from './schools/directory-version';
import { keyOlderSchools } from './schools/school-keys';
import { loadSchoolSeed, readSchoolSeed } from './seed/dental-school-seed';
import { seedLogModel } from './seed/seed-log';
import { eraseFavorites } from './student-data/erase';
import { loadSourcedSeed, readSourcedSeed } from './seed/sourced-seed';

// Read at start, so a mistyped flag or a broken seed file stops the service before it serves anything.
const paywall = favoritePaywall(featureFlags());
// One level below the subgraph's folder, whether run from src/ or from the compiled dist/.
const seedFolder = path.join(__dirname, '..', 'seed');
const seed = readSchoolSeed(path.join(seedFolder, 'dental-schools.csv'));
const sourced = readSourcedSeed(seedFolder, new Set(seed.map((school) => school.key)));
if (sourced.problems.length > 0)
  throw new Error(
    `seed: ${sourced.problems.map(({ file, row, message }) => `${file} row ${row}: ${message}`).join('; ')}`,
  );

runSubgraph({
  name: 'schools',
  port: 4004,
  dir: __dirname,
  setup: async (connection) => {
    const schools = dentalSchoolModel(connection);
    const log = serviceLogger('schools');
    const favorites = favoriteRecords(connection, log);
    const seedLog = seedLogModel(connection);
    await seedLog.init();
    await keyOlderSchools(schools);
    await migrateFavorites(connection, favorites, log);
    const store = dentalSchoolStore(schools, directoryVersion(connection));
    const loaded = await loadSchoolSeed(seed, store, seedLog);
    const sourcedSchools = await loadSourcedSeed(sourced, store);
    log.info({ seedSchools: seed.length, ...loaded, sourcedSchools }, 'dental school seed checked');
    const resolvers = schoolsResolvers(store, favoriteStore(favorites), paywall);
    return {
      resolvers: withMutations(resolvers, {
        ...importMutations(favorites, store, paywall),
        eraseStudentData: eraseStudentData(eraseFavorites(favorites)),
      }),
    };
  },
});
