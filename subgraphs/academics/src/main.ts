import { eraseStudentData } from '@predental/service-kit/erase-student-data';
import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { withMutations } from '@predental/service-kit/student-data-import';
import { academicRecords } from './academic-record';
import { courseStore } from './courses/courses';
import { datScoreStore } from './dat/dat-scores';
import { migrateAcademics } from './migrate';
import { academicsResolvers } from './resolvers';
import { eraseAcademics } from './student-data/erase';
import { importMutations } from './student-data/import';

runSubgraph({
  name: 'academics',
  port: 4002,
  dir: __dirname,
  setup: async (connection) => {
    const log = serviceLogger('academics');
    const records = academicRecords(connection, log);
    await migrateAcademics(connection, records, log);
    void records.reconcileTotals().catch((error: unknown) => log.error({ err: error }, 'admin totals not reconciled'));
    const [courses, datScores] = [courseStore(records), datScoreStore(records)];
    const resolvers = academicsResolvers(records, courses, datScores);
    return {
      resolvers: withMutations(resolvers, {
        ...importMutations(records, courses, datScores),
        eraseStudentData: eraseStudentData(eraseAcademics(records)),
      }),
    };
  },
});
