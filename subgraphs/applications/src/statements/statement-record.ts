import type {
  StoredPersonalStatement,
  StoredStatementVersion,
} from '@predental/applications-contract/personal-statement';
import type { Logger } from '@predental/service-kit/observability';
import { studentRecords } from '@predental/service-kit/student-record';
import type { Connection } from 'mongoose';

/** A version as the record keeps it: its counts; its text is a document of its own (statement-texts.ts). */
export type VersionEntry = Omit<StoredStatementVersion, 'text'>;

/** A statement as kept: its draft, its versions in the order saved, and which one is final. */
export type StoredStatement = StoredPersonalStatement & { versions: VersionEntry[]; finalVersionId: string | null };

/** A version as clients read it. */
export type VersionWithText = VersionEntry & { text: string; final: boolean };

/**
 * A student's personal statements, one document (service-kit's student-record), apart from the
 * applications' record: autosave writes it every few seconds, and the applications screens
 * should not carry a 50,000-character draft on each of their writes.
 */
export interface StatementRecord {
  statements: StoredStatement[];
}

export function statementRecords(connection: Connection, log: Logger) {
  return studentRecords<StatementRecord>(
    connection,
    {
      name: 'statement_records',
      empty: () => ({ statements: [] }),
      counts: (record) => ({ personalStatements: record.statements.length }),
    },
    log,
  );
}
export type StatementRecords = ReturnType<typeof statementRecords>;
