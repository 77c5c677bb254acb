import { formatTestDate } from '@predental/design/dates';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import type { DatScoreFieldsFragment } from '../gql/graphql';

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
export function DatAttemptsTable({ scores, labelledBy }: { scores: readonly DatScoreFieldsFragment[]; labelledBy?: string }) {
  return (
    <Table aria-labelledby={labelledBy}>
      <THead>
        <Tr>
          <Th>Date</Th>
          {DAT_COLUMNS.map(([label]) => (
            <Th key={label}>{label}</Th>
          ))}
        </Tr>
      </THead>
      <TBody>
        {scores.map((score) => (
          <Tr key={score.id}>
            <Td>{formatTestDate(score.testDate)}</Td>
            {DAT_COLUMNS.map(([label, field]) => (
              <Td key={label}>{score[field]}</Td>
            ))}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
