import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { useSharedQuery } from '@predental/area-runtime/shared-query';
import type { AreaProps } from '@predental/area-runtime/area';
import { Badge } from '@predental/design/Badge';
import { ButtonLink } from '@predental/design/ButtonLink';
import { SectionCard } from '@predental/design/Card';
import { todayIso } from '@predental/design/dates';
import { Muted, PlainList } from '@predental/design/Page';
import { QueryState } from '@predental/design/QueryState';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NextDeadlinesDocument } from '../gql/graphql';
import { deadlineLines, type DeadlineLine } from './deadline-lines';
import { LetterFollowUps } from './LetterFollowUps';
import { Item } from './list-item';

const School = styled.span`
  font-weight: 600;
`;

/** An overdue date is red and says so in words, so it does not rely on colour alone. */
const When = styled.span<{ $overdue: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: ${({ $overdue }) => ($overdue ? 600 : 400)};
  color: ${({ $overdue, theme }) => ($overdue ? theme.colors.destructiveHover : 'inherit')};
`;

const Rule = styled.span`
  flex-basis: 100%;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Dashboard widget: the next five dates across the student's applications, overdue ones first, then letters to follow up. */
export default function NextDeadlines(_props: AreaProps) {
  // The student's own day, so "overdue" follows their calendar rather than the server's clock.
  const deadlines = useFirstAnswerDeferred(
    useSharedQuery(NextDeadlinesDocument, {
      variables: { today: todayIso() },
      // Applications change on their own screen: the dashboard shows the latest, the cached list meanwhile.
      fetchPolicy: 'cache-and-network',
    }),
  );
  const lines = deadlineLines(deadlines.data?.nextDeadlines ?? []);
  const followUps = deadlines.data?.letterReminders ?? [];
  return (
    <SectionCard
      named
      title="Next deadlines"
      action={
        <ButtonLink to="/applications" $variant="outline" $size="sm">
          View All
        </ButtonLink>
      }
    >
      <QueryState
        what="deadlines"
        query={deadlines}
        emptyTitle="No deadlines yet"
        empty={
          lines.length === 0 &&
          followUps.length === 0 && (
            <Muted>
              Record offers, secondary due dates and interviews on <Link to="/applications">Applications</Link>.
            </Muted>
          )
        }
      >
        {lines.length > 0 && (
          <PlainList aria-label="Next deadlines">
            {lines.map((line) => (
              <DeadlineItem key={line.key} line={line} />
            ))}
          </PlainList>
        )}
        <LetterFollowUps letters={followUps} />
      </QueryState>
    </SectionCard>
  );
}

function DeadlineItem({ line }: { line: DeadlineLine }) {
  return (
    <Item>
      <span>
        <School>{line.school}</School> · {line.what}
      </span>
      <When $overdue={line.overdue}>
        {line.overdue && <Badge variant="destructive">Overdue</Badge>}
        {line.date}
      </When>
      {line.rule && <Rule>{line.rule}</Rule>}
    </Item>
  );
}
