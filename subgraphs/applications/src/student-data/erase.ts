import type { ApplicationRecords } from '../applications/application-record';
import type { CalendarSubscriptions } from '../calendar/calendar-subscriptions';
import type { StatementRecords } from '../statements/statement-record';
import type { StatementTexts } from '../statements/statement-texts';

interface ApplicationsData {
  records: ApplicationRecords;
  statements: StatementRecords;
  texts: StatementTexts;
  calendars: CalendarSubscriptions;
}

/**
 * A deleted account's applications area: its calendar address, its statements' version texts
 * (named only in its statement record, so they go before it), the statement record, and the
 * applications' record (applications, their events, the Fee Assistance Program, letters), each
 * with its counts in the admin totals. A repeat after a crash finds what is left and removes it.
 */
export function eraseApplications({ records, statements, texts, calendars }: ApplicationsData) {
  return async (userId: string): Promise<void> => {
    await calendars.remove(userId);
    const { statements: kept } = await statements.read(userId);
    await texts.remove(kept.flatMap((statement) => statement.versions.map((version) => version.id)));
    await statements.erase(userId);
    await records.erase(userId);
  };
}
