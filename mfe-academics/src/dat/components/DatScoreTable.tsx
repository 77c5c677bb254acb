import { DataTable, RowActions, type RowEditing } from '@predental/design/Table';
import { formatCalendarDate } from '@predental/design/dates';
import { scaleOf } from '@predental/academics-contract/dat-scales';
import type { DatScoreFieldsFragment } from '../../gql/graphql';
import { ScoreBadge } from './ScoreBadge';

const COLUMNS = [
  ['Biology', 'biology'],
  ['General Chemistry', 'generalChemistry'],
  ['Organic Chemistry', 'organicChemistry'],
  ['Perceptual Ability', 'perceptualAbility'],
  ['Reading', 'readingComprehension'],
  ['Quantitative', 'quantitativeReasoning'],
  ['Academic Avg', 'academicAverage'],
] as const;

export function DatScoreTable({
  scores,
  onEdit,
  onDelete,
}: { scores: DatScoreFieldsFragment[] } & RowEditing<DatScoreFieldsFragment>) {
  return (
    <DataTable
      headers={['Test Date', ...COLUMNS.map(([label]) => label), 'Actions']}
      rows={scores}
      rowKey={(score) => score.id}
      cells={(score) => {
        const date = formatCalendarDate(score.testDate);
        const actions = (
          <RowActions name={`DAT score from ${date}`} onEdit={() => onEdit(score)} onDelete={() => onDelete(score)} />
        );
        return [
          date,
          ...COLUMNS.map(([, field]) => <ScoreBadge score={score[field]} scale={scaleOf(score)} />),
          actions,
        ];
      }}
    />
  );
}
