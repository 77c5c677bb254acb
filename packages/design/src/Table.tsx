import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type ReactNode,
  type TableHTMLAttributes,
} from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { focusRing } from './theme';
import { Tooltip } from './Tooltip';

const Frame = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

/** Shades the right edge while columns are hidden past it, so the cut looks like more to come. */
const Scroll = styled.div<{ $more: boolean }>`
  width: 100%;
  overflow-x: auto;
  ${focusRing}
  ${({ $more }) =>
    $more &&
    'background: linear-gradient(to left, rgba(15, 23, 42, 0.16), rgba(15, 23, 42, 0)) right / 16px 100% no-repeat;'}
`;

const ScrollHint = styled.p`
  justify-self: end;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.mutedForeground};
  @media print {
    display: none;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
`;

/** A measure: reads the page's layout, and returns how to draw what it read. */
type Measure = () => () => void;

const nextFrame = new Set<Measure>();

/**
 * Runs `measure` in the next frame, where the browser lays the page out anyway, before it paints:
 * every table's reads first (one layout), then every table's drawing in one render (flushSync, so
 * the hint is in the frame it was measured for). Measured as React commits, the reads laid the
 * whole page out once more inside the commit's task (10-15 ms of a table's task on /applications,
 * issue 41); measured a table at a time, each drawing made the next table's read lay it out again.
 */
function measureNextFrame(measure: Measure): () => void {
  if (nextFrame.size === 0)
    requestAnimationFrame(() => {
      const draws = [...nextFrame].map((read) => read());
      nextFrame.clear();
      flushSync(() => draws.forEach((draw) => draw()));
    });
  nextFrame.add(measure);
  return () => nextFrame.delete(measure);
}

/** Whether the element is narrower than its content, and whether it is scrolled to its end, followed as it changes. */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  const read = useCallback(() => {
    const element = ref.current;
    if (!element) return () => undefined;
    const wider = element.scrollWidth > element.clientWidth;
    const scrolledToEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    return () => {
      setOverflows(wider);
      setAtEnd(scrolledToEnd);
    };
  }, []);
  const measure = useCallback(() => read()(), [read]);
  // Drawn before the table's first paint: the hint, added a frame later, pushed the table and all
  // under it down a line on a phone (a layout shift Lighthouse counted on every such screen).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const cancel = measureNextFrame(read);
    if (typeof ResizeObserver === 'undefined') return cancel;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [read, measure]);
  return { ref, overflows, atEnd, measure };
}

/**
 * A table that scrolls sideways on narrow screens instead of overflowing the page. While it
 * scrolls, it says so: a "Scroll sideways" hint above it, its right edge faded while columns
 * are hidden there, and its frame takes the keyboard focus (a region named after the table), so
 * it can be scrolled without a mouse.
 */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  const { ref, overflows, atEnd, measure } = useOverflows();
  const name = props['aria-labelledby']
    ? { 'aria-labelledby': props['aria-labelledby'] }
    : { 'aria-label': props['aria-label'] ?? 'Table, scrolls sideways' };
  const focusable = overflows ? { tabIndex: 0, role: 'region', ...name } : {};
  return (
    <Frame>
      {overflows && <ScrollHint aria-hidden="true">Scroll sideways for more →</ScrollHint>}
      <Scroll ref={ref} $more={overflows && !atEnd} onScroll={measure} {...focusable}>
        <StyledTable {...props} />
      </Scroll>
    </Frame>
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
