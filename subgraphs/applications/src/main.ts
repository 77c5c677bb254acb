import { eraseStudentData } from '@predental/service-kit/erase-student-data';
import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { withMutations } from '@predental/service-kit/student-data-import';
import { applicationRecords } from './applications/application-record';
import { applicationStore } from './applications/applications';
import { calendarSubscriptions } from './calendar/calendar-subscriptions';
import { cycleSettings } from './cycle/cycle-settings';
import { letterStore } from './letters/letters';
import { applicationsResolvers } from './resolvers';
import { importMutations } from './student-data/import';
import { schoolDirectory } from './schools/school-directory';
import { statementRecords } from './statements/statement-record';
import { statementTexts } from './statements/statement-texts';
import { statementStore } from './statements/statements';
import { eraseApplications } from './student-data/erase';

runSubgraph({
  name: 'applications',
  port: 4005,
  dir: __dirname,
  setup: async (connection, secret) => {
    const log = serviceLogger('applications');
    const records = applicationRecords(connection, log);
    void records.reconcileTotals().catch((error: unknown) => log.error({ err: error }, 'admin totals not reconciled'));
    const [statements, texts] = [statementRecords(connection, log), statementTexts(connection)];
    const calendars = calendarSubscriptions(connection);
    const resolvers = applicationsResolvers({
      records,
      applications: applicationStore(records),
      cycle: cycleSettings(connection),
      schools: schoolDirectory(secret),
      calendars,
      letters: letterStore(records),
      statements: statementStore(statements, texts),
    });
    return {
      resolvers: withMutations(resolvers, {
        ...importMutations(records, statements, texts),
        eraseStudentData: eraseStudentData(eraseApplications({ records, statements, texts, calendars })),
      }),
    };
  },
});
