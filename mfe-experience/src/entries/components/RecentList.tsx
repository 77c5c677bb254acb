import { formatCalendarDate } from '@predental/design/dates';
import { Badge } from '@predental/design/Badge';
import { PlainList } from '@predental/design/Page';
import styled from 'styled-components';
import { entryText, type Entry, type LogKind } from '../../lib/entry-kind';

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
`;

const Title = styled.p`
  font-weight: 500;
`;

const Detail = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** The first entries of a newest-first list: who or where, what and when, and the hours. */
export function RecentList({ kind, entries }: { kind: LogKind; entries: Entry[] }) {
  const [main, detail] = kind.textFields;
  return (
    <PlainList>
      {entries.map((entry) => (
        <Item key={entry.id}>
          <div>
            <Title>{main && entryText(entry, main)}</Title>
            <Detail>
              {detail && `${entryText(entry, detail)} · `}
              {formatCalendarDate(entry.date)}
            </Detail>
          </div>
          <Badge variant="secondary">{entry.hours} hrs</Badge>
        </Item>
      ))}
    </PlainList>
  );
}
