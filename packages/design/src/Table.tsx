import type { TableHTMLAttributes } from 'react';
import styled from 'styled-components';

const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
`;

/** A table that scrolls sideways on narrow screens instead of overflowing the page. */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <Scroll>
      <StyledTable {...props} />
    </Scroll>
  );
}

export const THead = styled.thead``;
export const TBody = styled.tbody``;

export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tbody &:last-child { border-bottom: none; }
  tbody &:hover { background: ${({ theme }) => theme.colors.surface}; }
`;

export const Th = styled.th`
  text-align: left;
  padding: 10px 12px;
  font-weight: 500;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  white-space: nowrap;
`;

export const Td = styled.td`
  padding: 12px;
  vertical-align: middle;
`;
