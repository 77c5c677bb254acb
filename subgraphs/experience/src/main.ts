import { eraseStudentData } from '@predental/service-kit/erase-student-data';
import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { withMutations } from '@predental/service-kit/student-data-import';
import { entryStores } from './entries/entries';
import { experienceRecords } from './experience-record';
import { experienceStore } from './experiences/experiences';
import { goalStore } from './goals/goals';
import { migrateExperience } from './migrate';
import { experienceResolvers } from './resolvers';
import { eraseExperience } from './student-data/erase';
import { importMutations } from './student-data/import';

runSubgraph({
  name: 'experience',
  port: 4003,
  dir: __dirname,
  setup: async (connection) => {
    const log = serviceLogger('experience');
    const records = experienceRecords(connection, log);
    await migrateExperience(connection, records, log);
    void records.reconcileTotals().catch((error: unknown) => log.error({ err: error }, 'admin totals not reconciled'));
    const entries = entryStores(records);
    const resolvers = experienceResolvers({
      ...entries,
      records,
      goals: goalStore(records),
      experiences: experienceStore(records, entries),
    });
    return {
      resolvers: withMutations(resolvers, {
        ...importMutations(records, entries),
        eraseStudentData: eraseStudentData(eraseExperience(records)),
      }),
    };
  },
});
