import { Button } from '@predental/design/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import { Muted } from '@predental/design/Page';
import { RetryLine } from '@predental/design/QueryState';
import styled from 'styled-components';
import type { KindTotals } from '../../lib/experience-summary';
import type { EntryKind } from '../../lib/entry-kind';

const Header = styled(CardHeader)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin: 0 0 16px;
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-size: 26px;
    font-weight: 700;
  }
`;

const Track = styled.div`
  height: 10px;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.muted};
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 200ms ease;
`;

const Percent = styled.p`
  margin-top: 6px;
  font-size: 14px;
  font-weight: 600;
`;

/** Holds the invitation's line while the goal is unknown, so the card does not grow when it arrives. */
const Reserved = styled(Muted)`
  visibility: hidden;
`;

interface ProgressCardProps {
  kind: EntryKind;
  /** Undefined while the summary loads, or when it `failed`: never hours or a goal the student has not. */
  totals: KindTotals | undefined;
  failed?: boolean;
  /** Reads the summary again after it `failed`. */
  onRetry: () => void;
  onSetGoal: () => void;
}

/** SPEC §2: Total Hours, Goal and a percent bar, or an invitation to set a goal. */
export function ProgressCard({ kind, totals, failed = false, onRetry, onSetGoal }: ProgressCardProps) {
  // As the GPA cards say it: '…' while loading, 'N/A' when the summary could not be read.
  const unknown = failed ? 'N/A' : '…';
  const goal = totals?.goal ?? null;
  const percent = totals?.progressPercent ?? 0;
  return (
    <Card aria-labelledby={`${kind.name}-progress`} aria-busy={!totals && !failed}>
      <Header>
        <CardTitle id={`${kind.name}-progress`}>Progress</CardTitle>
        <Button variant="outline" size="sm" onClick={onSetGoal} disabled={!totals}>
          {goal ? 'Update Goal' : 'Set Goal'}
        </Button>
      </Header>
      <CardContent>
        <Figures>
          <div>
            <dt>Total Hours</dt>
            <dd>{totals ? totals.totalHours : unknown}</dd>
          </div>
          <div>
            <dt>Goal</dt>
            <dd>{totals ? (goal ?? '—') : unknown}</dd>
          </div>
        </Figures>
        {failed ? (
          <RetryLine what="your progress" onRetry={onRetry} />
        ) : !totals ? (
          <Reserved aria-hidden>Set a goal to track your progress</Reserved>
        ) : goal ? (
          <>
            <Track
              role="progressbar"
              aria-label={`${kind.noun} goal progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <Fill $percent={percent} />
            </Track>
            <Percent>{percent}%</Percent>
          </>
        ) : (
          <Muted>Set a goal to track your progress</Muted>
        )}
      </CardContent>
    </Card>
  );
}
