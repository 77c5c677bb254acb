import { useEffect, useRef, useState, type Key, type ReactNode, type TableHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { focusRing } from './theme';
import { Tooltip } from './Tooltip';

const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  ${focusRing}
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
`;

/** Whether the element is narrower than its content, followed as its size changes. */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A table that scrolls sideways on narrow screens instead of overflowing the page; while it
 * scrolls, its frame takes the keyboard focus (a named region), so it can be scrolled without a mouse.
 */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  const { ref, overflows } = useOverflows();
  const focusable = overflows
    ? { tabIndex: 0, role: 'region', 'aria-label': props['aria-label'] ?? 'Table, scrolls sideways' }
    : {};
  return (
    <Scroll ref={ref} {...focusable}>
      <StyledTable {...props} />
    </Scroll>
  );
}

export const THead = styled.thead``;
export const TBody = styled.tbody``;

export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tbody &:last-child {
    border-bottom: none;
  }
  tbody &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
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

export interface DataTableProps<T> extends TableHTMLAttributes<HTMLTableElement> {
  headers: readonly string[];
  rows: readonly T[];
  /** A row's cells, one per header. */
  cells: (row: T) => ReactNode[];
  /** A row's React key; by default its place, enough for a read-only table. */
  rowKey?: (row: T) => Key;
}

/** A table of rows of one kind: a header row, then one row per item. */
export function DataTable<T>({ headers, rows, cells, rowKey, ...table }: DataTableProps<T>) {
  return (
    <Table {...table}>
      <THead>
        <Tr>
          {headers.map((header) => (
            <Th key={header}>{header}</Th>
          ))}
        </Tr>
      </THead>
      <TBody>
        {rows.map((row, index) => (
          <Tr key={rowKey ? rowKey(row) : index}>
            {cells(row).map((cell, column) => (
              <Td key={headers[column] ?? column}>{cell}</Td>
            ))}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

const RowActionsBox = styled.div`
  display: flex;
  gap: 4px;
`;

/** What a table's Edit and Delete buttons do with their row. */
export interface RowEditing<T> {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** A row's Edit and Delete buttons; their tooltips, and accessible names, say which row: 'Edit Biology 101'. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <RowActionsBox>
      <Tooltip label={`Edit ${name}`}>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          Edit
        </Button>
      </Tooltip>
      <Tooltip label={`Delete ${name}`}>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete
        </Button>
      </Tooltip>
    </RowActionsBox>
  );
}
