import path from 'node:path';
import { internalSecret, portFromEnv } from '@predental/service-kit/config';
import { connectDatabase } from '@predental/service-kit/database';
import { loadSchema, startSubgraph } from '@predental/service-kit/subgraph-server';
import { favoriteModel } from './favorites/favorite-model';
import { favoriteStore } from './favorites/favorites';
import { schoolsResolvers } from './resolvers';
import { dentalSchoolModel } from './schools/dental-school-model';
import { dentalSchoolStore } from './schools/dental-schools';

async function main() {
  const connection = await connectDatabase(process.env.SCHOOLS_DB ?? 'predental_schools');
  const schools = dentalSchoolModel(connection);
  const favorites = favoriteModel(connection);
  await Promise.all([schools.init(), favorites.init()]);

  const subgraph = await startSubgraph({
    name: 'schools',
    typeDefs: loadSchema(path.join(__dirname, 'schema.graphql')),
    resolvers: schoolsResolvers(dentalSchoolStore(schools), favoriteStore(favorites)),
    port: portFromEnv('SCHOOLS_PORT', 4004),
    secret: internalSecret(),
  });

  const shutdown = async () => {
    await subgraph.close();
    await connection.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error) => {
  console.error('[schools] failed to start:', error);
  process.exit(1);
});
