import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { academicRecords } from './academic-record';
import { courseStore } from './courses/courses';
import { datScoreStore } from './dat/dat-scores';
import { migrateAcademics } from './migrate';
import { academicsResolvers } from './resolvers';

runSubgraph({
  name: 'academics',
  port: 4002,
  dir: __dirname,
  setup: async (connection) => {
    const records = academicRecords(connection);
    await migrateAcademics(connection, records, serviceLogger('academics'));
    return { resolvers: academicsResolvers(records, courseStore(records), datScoreStore(records)) };
  },
});
