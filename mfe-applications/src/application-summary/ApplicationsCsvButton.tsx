import { todayIso } from '@predental/design/dates';
import { DownloadCsvButton } from '@predental/design/DownloadCsvButton';
import type { ApplicationDetailsFragment } from '../gql/graphql';
import { applicationsCsv } from './applications-csv';

/** 'Download CSV' of the applications table: on the Applications screen and in the summary's section. */
export function ApplicationsCsvButton({ applications }: { applications: readonly ApplicationDetailsFragment[] }) {
  return (
    <DownloadCsvButton
      fileName="applications.csv"
      rowCount={applications.length}
      csv={() => applicationsCsv(applications, todayIso())}
    />
  );
}
