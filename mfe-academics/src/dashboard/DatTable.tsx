import type { AreaProps } from '@predental/contracts/area';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import styled from 'styled-components';
import { ButtonLink } from '@predental/design/ButtonLink';
import { LoadError } from '@predental/design/LoadError';
import { EmptyState, EmptyTitle, Muted } from '@predental/design/Page';
import { useDatScores } from '../dat/api/dat-scores';
import { formatTestDate } from '@predental/contracts/dates';

const Header = styled(CardHeader)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
`;

/** The dashboard's labels, also used by the application summary. */
export const DAT_COLUMNS = [
  ['Biology', 'biology'],
  ['Gen. Chemistry', 'generalChemistry'],
  ['Organic Chemistry', 'organicChemistry'],
  ['Perceptual Ability', 'perceptualAbility'],
  ['Reading', 'readingComprehension'],
  ['Quantitative', 'quantitativeReasoning'],
  ['Academic Average', 'academicAverage'],
] as const;

/** Dashboard widget: every DAT attempt, newest first (SPEC §2 /dashboard). */
export default function DatTable(_props: AreaProps) {
  const { data, loading, error, refetch } = useDatScores();
  const scores = data?.datScores ?? [];
  return (
    <Card>
      <Header>
        <CardTitle>DAT Scores</CardTitle>
        <ButtonLink to="/dat" $variant="outline" $size="sm">
          Add New Score
        </ButtonLink>
      </Header>
      <CardContent>
        {loading ? (
          <Muted role="status">Loading DAT scores...</Muted>
        ) : error ? (
          <LoadError what="DAT scores" message={error.message} onRetry={() => void refetch()} />
        ) : scores.length === 0 ? (
          <EmptyState>
            <EmptyTitle>No DAT scores recorded yet</EmptyTitle>
            <ButtonLink to="/dat" $size="sm">
              Add your first DAT score
            </ButtonLink>
          </EmptyState>
        ) : (
          <Table>
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
        )}
      </CardContent>
    </Card>
  );
}
