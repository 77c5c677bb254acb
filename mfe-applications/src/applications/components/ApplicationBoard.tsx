import { Muted } from '@predental/design/Page';
import styled from 'styled-components';
import { nextDeadline } from '../next-deadline';
import { STAGES } from '../stages';
import { DeadlineText } from './DeadlineText';
import type { ApplicationsShown } from './shown';

/** Columns wrap in the cycle's order, left to right, then down; one under another on a phone. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
`;

const Column = styled.section`
  display: grid;
  align-content: start;
  gap: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const ColumnTitle = styled.h3`
  font-size: 14px;
  font-weight: 600;
`;

const CardButton = styled.button`
  display: grid;
  gap: 4px;
  width: 100%;
  padding: 10px 12px;
  text-align: left;
  font: inherit;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.foreground};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusSm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.input};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const SchoolName = styled.strong`
  font-size: 14px;
`;

/** One column per stage, each application a card that opens its details. */
export function ApplicationBoard({ applications, today, onOpen }: ApplicationsShown) {
  return (
    <Columns>
      {STAGES.map(({ kind, label }) => {
        const inStage = applications.filter((application) => application.stage === kind);
        return (
          <Column key={kind} aria-label={`${label}: ${inStage.length}`}>
            <ColumnTitle>{`${label} (${inStage.length})`}</ColumnTitle>
            {inStage.length === 0 ? (
              <Muted>None</Muted>
            ) : (
              inStage.map((application) => (
                <CardButton key={application.id} type="button" onClick={() => onOpen(application)}>
                  <SchoolName>{application.schoolName}</SchoolName>
                  <span>
                    <DeadlineText deadline={nextDeadline(application, today)} />
                  </span>
                </CardButton>
              ))
            )}
          </Column>
        );
      })}
    </Columns>
  );
}
