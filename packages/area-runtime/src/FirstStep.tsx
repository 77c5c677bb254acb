import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@predental/design/Badge';
import type { FirstStepProps } from './area';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Tick = styled.span<{ $done: boolean }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.input)};
  background: ${({ theme, $done }) => ($done ? theme.colors.primary : 'transparent')};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-size: 14px;
  font-weight: 700;
`;

const StepLink = styled(Link)<{ $done: boolean }>`
  flex: 1;
  font-weight: 500;
  color: ${({ theme, $done }) => ($done ? theme.colors.mutedForeground : theme.colors.foreground)};
`;

export interface FirstStepItemProps extends Pick<FirstStepProps, 'reportDone'> {
  /** Undefined while the step's data loads; null when it could not be read. */
  done: boolean | null | undefined;
  /** The screen where the student does it. */
  to: string;
  children: string;
}

/** One of the dashboard's first steps: a tick, a link to the screen where it is done, and whether it is. */
export function FirstStep({ done, to, reportDone, children }: FirstStepItemProps) {
  useEffect(() => {
    if (done !== undefined) reportDone(done);
  }, [done, reportDone]);
  if (done === undefined || done === null) return null;
  return (
    <Row>
      <Tick $done={done} aria-hidden="true">
        {done ? '✓' : ''}
      </Tick>
      <StepLink to={to} $done={done}>
        {children}
      </StepLink>
      <Badge variant={done ? 'secondary' : 'outline'}>{done ? 'Done' : 'To do'}</Badge>
    </Row>
  );
}
