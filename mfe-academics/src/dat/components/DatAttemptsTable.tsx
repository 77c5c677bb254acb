import { formatCalendarDate } from '@predental/design/dates';
import { DataTable } from '@predental/design/Table';
import { scaleOf } from '@predental/academics-contract/dat-scales';
import { datScoreText } from './ScoreBadge';
import type { DatScoreFieldsFragment } from '../../gql/graphql';

/** SPEC §2 dashboard labels, also those of the application summary. */
const DAT_COLUMNS = [
  ['Biology', 'biology'],
  ['Gen. Chemistry', 'generalChemistry'],
  ['Organic Chemistry', 'organicChemistry'],
  ['Perceptual Ability', 'perceptualAbility'],
  ['Reading', 'readingComprehension'],
  ['Quantitative', 'quantitativeReasoning'],
  ['Academic Average', 'academicAverage'],
] as const;

/** Every DAT attempt as given (newest first), read-only: the dashboard and the application summary. */
export function DatAttemptsTable({
  scores,
  labelledBy,
}: {
  scores: readonly DatScoreFieldsFragment[];
  labelledBy?: string;
}) {
  return (
    <DataTable
      aria-labelledby={labelledBy}
      headers={['Date', ...DAT_COLUMNS.map(([label]) => label)]}
      rows={scores}
      rowKey={(score) => score.id}
      cells={(score) => [
        formatCalendarDate(score.testDate),
        ...DAT_COLUMNS.map(([, field]) => datScoreText(score[field], scaleOf(score))),
      ]}
    />
  );
}
