import type { FeeAssistance, StoredApplication } from '@predental/applications-contract/application';
import { EVENT_KINDS, type ApplicationEvent } from '@predental/applications-contract/events';
import type { Logger } from '@predental/service-kit/observability';
import type { StoredItem } from '@predental/service-kit/owned-list';
import { studentRecords } from '@predental/service-kit/student-record';
import type { Connection } from 'mongoose';
import { stageOf } from '../rules/stage';

/** An application as kept: its details and its events, in the order they were logged. */
export type StoredApplicationWithEvents = StoredApplication & { events: ApplicationEvent[] };

/** A student's applications of the cycle, their Fee Assistance Program and their letters, one document (see service-kit's student-record). */
export interface ApplicationRecord {
  applications: StoredItem[];
  feeAssistance: FeeAssistance;
  /** Absent from records written before letters (issue 36): read as none. */
  letters?: StoredItem[];
}

const emptyApplicationRecord = (): ApplicationRecord => ({
  applications: [],
  feeAssistance: { onProgram: false, amountCovered: 0 },
});

/** The admin statistics: applications, and how many are at each stage. */
function counts(record: ApplicationRecord): Record<string, number> {
  const byStage = Object.fromEntries(EVENT_KINDS.map((kind) => [kind, 0]));
  for (const app of record.applications as StoredApplicationWithEvents[]) byStage[stageOf(app.events)]! += 1;
  return { applications: record.applications.length, ...byStage };
}

export function applicationRecords(connection: Connection, log: Logger) {
  return studentRecords<ApplicationRecord>(
    connection,
    { name: 'application_records', empty: emptyApplicationRecord, counts },
    log,
  );
}
export type ApplicationRecords = ReturnType<typeof applicationRecords>;
