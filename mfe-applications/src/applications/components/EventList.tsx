import { Button } from '@predental/design/Button';
import { formatCalendarDate } from '@predental/design/dates';
import { Muted, PlainList } from '@predental/design/Page';
import styled from 'styled-components';
import type { ApplicationEventFieldsFragment } from '../../gql/graphql';
import { stageLabel } from '../stages';

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const What = styled.p`
  font-size: 14px;
  font-weight: 500;
`;

const Note = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  white-space: pre-wrap;
`;

/** The application's events as the server orders them (oldest first), each removable. */
export function EventList({
  events,
  removing,
  onRemove,
}: {
  events: readonly ApplicationEventFieldsFragment[];
  removing: boolean;
  onRemove: (event: ApplicationEventFieldsFragment) => void;
}) {
  if (events.length === 0) return <Muted>No events yet: it is planned until you record one.</Muted>;
  return (
    <PlainList aria-label="Events">
      {events.map((event) => {
        const what = `${stageLabel(event.kind)} on ${formatCalendarDate(event.date)}`;
        return (
          <Row key={event.id}>
            <div>
              <What>{what}</What>
              {event.note && <Note>{event.note}</Note>}
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${what}`}
              disabled={removing}
              onClick={() => onRemove(event)}
            >
              Remove
            </Button>
          </Row>
        );
      })}
    </PlainList>
  );
}
