import { formatCalendarDate } from '@predental/design/dates';
import { PlainList } from '@predental/design/Page';
import styled from 'styled-components';
import type { NextDeadlinesQuery } from '../gql/graphql';
import { Item } from './list-item';

const Heading = styled.h3`
  margin: 16px 0 8px;
  font-size: 14px;
  font-weight: 600;
`;

/** Letters requested a while ago and not completed: the evaluator's email, for the student to follow up. */
export function LetterFollowUps({ letters }: { letters: NextDeadlinesQuery['letterReminders'] }) {
  if (letters.length === 0) return null;
  return (
    <>
      <Heading>Letters to follow up</Heading>
      <PlainList aria-label="Letters to follow up">
        {letters.map((letter) => (
          <Item key={letter.id}>
            <span>
              <strong>{letter.evaluatorName}</strong> ·{' '}
              <a href={`mailto:${letter.evaluatorEmail}`}>{letter.evaluatorEmail}</a>
            </span>
            <span>Requested {formatCalendarDate(letter.requestedOn)}</span>
          </Item>
        ))}
      </PlainList>
    </>
  );
}
