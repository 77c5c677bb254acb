import { formatCalendarDate } from '@predental/design/dates';
import styled from 'styled-components';
import type { NextDeadline } from '../next-deadline';

const Overdue = styled.span`
  color: ${({ theme }) => theme.colors.destructiveHover};
  font-weight: 600;
`;

/** "Interview: Mar 2, 2027"; an overdue one in red with the word, so it does not rely on colour. */
export function DeadlineText({ deadline }: { deadline: NextDeadline | null }) {
  if (!deadline) return <>—</>;
  const text = `${deadline.label}: ${formatCalendarDate(deadline.date)}`;
  return deadline.overdue ? <Overdue>{`${text} (overdue)`}</Overdue> : <>{text}</>;
}
