import path from 'node:path';
import { internalSecret, portFromEnv } from '@predental/service-kit/config';
import { connectDatabase } from '@predental/service-kit/database';
import { loadSchema, startSubgraph } from '@predental/service-kit/subgraph-server';
import { courseModel } from './courses/course-model';
import { courseStore } from './courses/courses';
import { datScoreModel } from './dat/dat-score-model';
import { datScoreStore } from './dat/dat-scores';
import { academicsResolvers } from './resolvers';

async function main() {
  const connection = await connectDatabase(process.env.ACADEMICS_DB ?? 'predental_academics');
  const courses = courseModel(connection);
  const scores = datScoreModel(connection);
  await Promise.all([courses.init(), scores.init()]);

  const subgraph = await startSubgraph({
    name: 'academics',
    typeDefs: loadSchema(path.join(__dirname, 'schema.graphql')),
    resolvers: academicsResolvers(courseStore(courses), datScoreStore(scores)),
    port: portFromEnv('ACADEMICS_PORT', 4002),
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
  console.error('[academics] failed to start:', error);
  process.exit(1);
});
