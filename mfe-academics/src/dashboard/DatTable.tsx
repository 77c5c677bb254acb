import type { AreaProps } from '@predental/remote-build/area';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import styled from 'styled-components';
import { ButtonLink } from '@predental/design/ButtonLink';
import { QueryState } from '@predental/design/LoadError';
import { Empty } from '@predental/design/Page';
import { useDatScores } from '../dat/api/dat-scores';
import { DatAttemptsTable } from './DatAttemptsTable';

const Header = styled(CardHeader)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
`;

/** Dashboard widget: every DAT attempt, newest first (SPEC §2 /dashboard). */
export default function DatTable(_props: AreaProps) {
  const query = useDatScores();
  const scores = query.data?.datScores ?? [];
  return (
    <Card>
      <Header>
        <CardTitle>DAT Scores</CardTitle>
        <ButtonLink to="/dat" $variant="outline" $size="sm">
          Add New Score
        </ButtonLink>
      </Header>
      <CardContent>
        <QueryState
          what="DAT scores"
          query={query}
          empty={
            scores.length === 0 && (
              <Empty title="No DAT scores recorded yet">
                <ButtonLink to="/dat" $size="sm">
                  Add your first DAT score
                </ButtonLink>
              </Empty>
            )
          }
        >
          <DatAttemptsTable scores={scores} />
        </QueryState>
      </CardContent>
    </Card>
  );
}
