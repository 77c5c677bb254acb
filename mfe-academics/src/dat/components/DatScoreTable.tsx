import { Button } from '@predental/design/Button';
import { Tooltip } from '@predental/design/Tooltip';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { RowActions } from '@predental/design/Page';
import { formatTestDate } from '@predental/design/dates';
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

interface DatScoreTableProps {
  scores: DatScoreFieldsFragment[];
  onEdit: (score: DatScoreFieldsFragment) => void;
  onDelete: (score: DatScoreFieldsFragment) => void;
}

export function DatScoreTable({ scores, onEdit, onDelete }: DatScoreTableProps) {
  return (
    <Table>
      <THead>
        <Tr>
          <Th>Test Date</Th>
          {COLUMNS.map(([label]) => (
            <Th key={label}>{label}</Th>
          ))}
          <Th>Actions</Th>
        </Tr>
      </THead>
      <TBody>
        {scores.map((score) => {
          const date = formatTestDate(score.testDate);
          return (
            <Tr key={score.id}>
              <Td>{date}</Td>
              {COLUMNS.map(([label, field]) => (
                <Td key={label}>
                  <ScoreBadge score={score[field]} />
                </Td>
              ))}
              <Td>
                <RowActions>
                  <Tooltip label={`Edit DAT score from ${date}`}>
                    <Button variant="ghost" size="sm" onClick={() => onEdit(score)}>
                      Edit
                    </Button>
                  </Tooltip>
                  <Tooltip label={`Delete DAT score from ${date}`}>
                    <Button variant="ghost" size="sm" onClick={() => onDelete(score)}>
                      Delete
                    </Button>
                  </Tooltip>
                </RowActions>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
