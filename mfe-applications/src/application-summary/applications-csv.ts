import { csvText, type CsvCell } from '@predental/design/csv';
import { nextDeadline, stageLabel } from '../applications';
import type { ApplicationDetailsFragment } from '../gql/graphql';

/** The applications table's columns, with the deadline's date and the fees as a spreadsheet reads them. */
const CSV_HEADER = ['School', 'Stage', 'Next Deadline', 'Next Deadline Date', 'Overdue', 'Supplemental Fee', 'Deposit'];

/** An amount not known yet is an empty cell, not 0: the student has not entered it. */
function applicationCells(application: ApplicationDetailsFragment, today: string): CsvCell[] {
  const deadline = nextDeadline(application, today);
  return [
    application.schoolName,
    stageLabel(application.stage),
    deadline?.label ?? '',
    deadline?.date ?? '',
    deadline?.overdue ? 'Yes' : '',
    application.supplementalFee ?? '',
    application.deposit ?? '',
  ];
}

/** The applications as CSV, in the list's order (by school name). */
export const applicationsCsv = (applications: readonly ApplicationDetailsFragment[], today: string) =>
  csvText(
    CSV_HEADER,
    applications.map((application) => applicationCells(application, today)),
  );
