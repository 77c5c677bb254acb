import type { AreaProps } from '@predental/remote-build/area';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import styled from 'styled-components';
import { ButtonLink } from '@predental/design/ButtonLink';
import { LoadError } from '@predental/design/LoadError';
import { EmptyState, EmptyTitle, Muted } from '@predental/design/Page';
import { useDatScores } from '../dat/api/dat-scores';
import { DatAttemptsTable } from './DatAttemptsTable';

const Header = styled(CardHeader)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
`;

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
          <DatAttemptsTable scores={scores} />
        )}
      </CardContent>
    </Card>
  );
}
