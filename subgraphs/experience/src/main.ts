import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { entryStore, SHADOWING, VOLUNTEER } from './entries/entries';
import { experienceRecords } from './experience-record';
import { goalStore } from './goals/goals';
import { migrateExperience } from './migrate';
import { experienceResolvers } from './resolvers';

runSubgraph({
  name: 'experience',
  port: 4003,
  dir: __dirname,
  setup: async (connection) => {
    const records = experienceRecords(connection);
    await migrateExperience(connection, records, serviceLogger('experience'));
    return {
      resolvers: experienceResolvers({
        records,
        shadowing: entryStore(records, SHADOWING),
        volunteer: entryStore(records, VOLUNTEER),
        goals: goalStore(records),
      }),
    };
  },
});
