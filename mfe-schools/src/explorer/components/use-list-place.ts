import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/** The grid's cards: at least this wide, as many to a row as fit, as `repeat(auto-fill, minmax(300px, 1fr))` would lay them out. */
const CARD_MIN_WIDTH = 300;
export const CARD_GAP = 16;

const columnsFor = (width: number) => Math.max(1, Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + CARD_GAP)));

interface ListPlace {
  /** Cards to a row at the list's width. */
  columns: number;
  /** The list's top in the page, where the window's scroll reaches its first row. */
  top: number;
  /** Whether the list was measured yet: until then it draws no card. */
  measured: boolean;
}

/**
 * Where the list sits and how wide it is, measured as it mounts and again whenever the page around
 * it changes size (the filters open, the comparison shows, the window turns). The first measure is
 * taken while the list is empty, so it lays out the page without its cards, and the cards then draw
 * in a transition, which React renders in slices (measured in the commit that drew the cards, it
 * forced their whole layout there: 160 ms of one task at 4x CPU, issue 41). Later measures come
 * from the observer, after the browser's layout, and redraw in a transition too.
 */
export function useListPlace(list: RefObject<HTMLElement | null>): ListPlace {
  const [place, setPlace] = useState<ListPlace>({ columns: 1, top: 0, measured: false });
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    let last: ListPlace | undefined;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const next = { columns: columnsFor(box.width), top: Math.round(box.top + window.scrollY), measured: true };
      if (last && last.columns === next.columns && last.top === next.top) return;
      last = next;
      startTransition(() => setPlace(next));
    };
    measure();
    // The page's section holds everything above the list that can grow; the list itself, its width.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [list]);
  return place;
}
