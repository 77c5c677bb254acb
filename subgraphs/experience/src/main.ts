import path from 'node:path';
import { internalSecret, portFromEnv } from '@predental/service-kit/config';
import { connectDatabase } from '@predental/service-kit/database';
import { loadSchema, startSubgraph } from '@predental/service-kit/subgraph-server';
import { entryStore } from './entries/entries';
import { entryModel, SHADOWING, VOLUNTEER } from './entries/entry-model';
import { goalsModel, goalStore } from './goals/goals';
import { experienceResolvers } from './resolvers';

async function main() {
  const connection = await connectDatabase(process.env.EXPERIENCE_DB ?? 'predental_experience');
  const shadowing = entryModel(connection, SHADOWING);
  const volunteer = entryModel(connection, VOLUNTEER);
  const goals = goalsModel(connection);
  await Promise.all([shadowing.init(), volunteer.init(), goals.init()]);

  const subgraph = await startSubgraph({
    name: 'experience',
    typeDefs: loadSchema(path.join(__dirname, 'schema.graphql')),
    resolvers: experienceResolvers({
      shadowing: entryStore(shadowing, SHADOWING),
      volunteer: entryStore(volunteer, VOLUNTEER),
      goals: goalStore(goals),
    }),
    port: portFromEnv('EXPERIENCE_PORT', 4003),
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
  console.error('[experience] failed to start:', error);
  process.exit(1);
});
