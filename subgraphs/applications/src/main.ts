import { withEraseStudentData } from '@predental/service-kit/erase-student-data';
import { serviceLogger } from '@predental/service-kit/observability';
import { runSubgraph } from '@predental/service-kit/run-subgraph';
import { applicationRecords } from './applications/application-record';
import { applicationStore } from './applications/applications';
import { calendarSubscriptions } from './calendar/calendar-subscriptions';
import { cycleSettings } from './cycle/cycle-settings';
import { letterStore } from './letters/letters';
import { applicationsResolvers } from './resolvers';
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
    const calendars = calendarSubscriptions(connection);
    const statements = statementRecords(connection, log);
    const texts = statementTexts(connection);
    return {
      resolvers: withEraseStudentData(
        applicationsResolvers({
          records,
          applications: applicationStore(records),
          cycle: cycleSettings(connection),
          schools: schoolDirectory(secret),
          calendars,
          letters: letterStore(records),
          statements: statementStore(statements, texts),
        }),
        eraseApplications({ records, statements, texts, calendars }),
      ),
    };
  },
});
