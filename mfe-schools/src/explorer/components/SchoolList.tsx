import { defaultRangeExtractor, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useDeferredValue, useRef, type FocusEvent } from 'react';
import styled from 'styled-components';
import type { ExplorerSchool } from '../api/dental-schools';
import { SchoolCard, type SchoolCardProps } from './SchoolCard';
import { CARD_GAP, useListPlace } from './use-list-place';

/** A row's height before it is measured: about a card with my numbers (a guess; each drawn row is measured). */
const ESTIMATED_ROW_HEIGHT = 560;

/**
 * A drawn row's height as the ResizeObserver reports it after the browser's own layout. The
 * virtualiser's default reads offsetHeight as a row mounts, which forced the page's layout in the
 * middle of React's commit (60-87 ms of the explorer's first render at 4x CPU, issue 41). Until the
 * observer reports, a row keeps its last height, or the estimate.
 */
function observedRowHeight(row: Element, entry: ResizeObserverEntry | undefined, rows: Virtualizer<Window, Element>) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  return rows.itemSizeCache.get(rows.options.getItemKey(rows.indexFromElement(row))) ?? ESTIMATED_ROW_HEIGHT;
}

/** A row drawn beyond each edge of the window, so Tab always has a next (and previous) card to move to. */
const OVERSCAN_ROWS = 1;

/** Read by screen readers, not shown: the count line above the cards says the same to the eye. */
const ListHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const List = styled.div`
  position: relative;
`;

/** One row of cards, placed by the virtualiser; its height is its tallest card's. */
const Row = styled.div<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  gap: ${CARD_GAP}px;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
`;

/** A row's cell: its card stretches to the row's height. */
const Item = styled.div`
  display: grid;
  min-width: 0;
`;

type SchoolListProps = Omit<SchoolCardProps, 'school' | 'compared'> & {
  schools: ExplorerSchool[];
  compared: string[];
};

/**
 * The matching schools, every one reachable by scrolling, but only the rows on (or near) the
 * screen are drawn: with thousands of schools, drawing every card made each keystroke slow (issue
 * 41). The list keeps its semantics for screen readers (each card's place in the whole list), and
 * the row holding focus (with the rows beside it) stays drawn when it scrolls away. "Find in page"
 * and printing see only the drawn cards: the search box is the way to find a school.
 */
export const SchoolList = memo(function SchoolList({ schools, compared, ...cardProps }: SchoolListProps) {
  const list = useRef<HTMLDivElement>(null);
  const settled = useDeferredValue(schools);
  const { columns, top, measured } = useListPlace(list);
  const focusedRow = useRef<number | null>(null);
  const keepFocusedRow = useCallback((range: Range) => {
    const rows = new Set(defaultRangeExtractor(range));
    const focused = focusedRow.current;
    // Its neighbours too: Tab or Shift+Tab from it moves to the card beside it, which then scrolls in.
    if (focused !== null)
      for (const row of [focused - 1, focused, focused + 1]) if (row >= 0 && row < range.count) rows.add(row);
    return [...rows].sort((a, b) => a - b);
  }, []);
  const rows = useWindowVirtualizer({
    count: Math.ceil(schools.length / columns),
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    gap: CARD_GAP,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    rangeExtractor: keepFocusedRow,
    measureElement: observedRowHeight,
    // The window's size from the first render: with the default (0 by 0) that render drew no row, and
    // the virtualiser's measure of the window then drew them in a second, synchronous render (issue 41).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = event.target.closest<HTMLElement>('[data-index]')?.dataset.index;
    focusedRow.current = row === undefined ? null : Number(row);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedRow.current = null;
  };

  const drawnRows = measured ? rows.getVirtualItems() : [];
  // The rows on screen, without those drawn ahead (worked out by getVirtualItems).
  const screen = rows.range;
  return (
    <>
      {/* The cards' names are h3: the page's outline needs a level between them and its h1. */}
      <ListHeading>Schools</ListHeading>
      <List
        ref={list}
        role="list"
        aria-label="Schools"
        style={{ height: rows.getTotalSize() }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {drawnRows.map((row) => {
          // A keystroke updates the rows on screen at once; those drawn ahead, off screen, follow in a
          // second, interruptible render (until then they keep their cards, so those are not rendered twice).
          const onScreen = !screen || (row.index >= screen.startIndex && row.index <= screen.endIndex);
          const drawn = onScreen ? schools : settled;
          return (
            // Keyed by position (the virtualiser's default): a keystroke reuses the cards on screen and
            // changes their text, rather than unmounting them and mounting others.
            <Row
              key={row.key}
              ref={rows.measureElement}
              data-index={row.index}
              $columns={columns}
              style={{ transform: `translateY(${row.start - top}px)` }}
            >
              {drawn.slice(row.index * columns, (row.index + 1) * columns).map((school, column) => {
                const position = row.index * columns + column;
                return (
                  <Item key={column} role="listitem" aria-posinset={position + 1} aria-setsize={drawn.length}>
                    <SchoolCard school={school} compared={compared.includes(school.id)} {...cardProps} />
                  </Item>
                );
              })}
            </Row>
          );
        })}
      </List>
    </>
  );
});
