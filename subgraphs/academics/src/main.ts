import { withEraseStudentData } from '@predental/service-kit/erase-student-data';
import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { academicRecords } from './academic-record';
import { courseStore } from './courses/courses';
import { datScoreStore } from './dat/dat-scores';
import { migrateAcademics } from './migrate';
import { academicsResolvers } from './resolvers';
import { eraseAcademics } from './student-data/erase';

runSubgraph({
  name: 'academics',
  port: 4002,
  dir: __dirname,
  setup: async (connection) => {
    const log = serviceLogger('academics');
    const records = academicRecords(connection, log);
    await migrateAcademics(connection, records, log);
    void records.reconcileTotals().catch((error: unknown) => log.error({ err: error }, 'admin totals not reconciled'));
    return {
      resolvers: withEraseStudentData(
        academicsResolvers(records, courseStore(records), datScoreStore(records)),
        eraseAcademics(records),
      ),
    };
  },
});
