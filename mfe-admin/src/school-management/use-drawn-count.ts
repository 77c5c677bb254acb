import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once, then `batch` more in each later task, until
 * every one is drawn. Each batch is a task of its own (a timer, then React's render of it), so a
 * key or a click waiting meanwhile is handled between two batches rather than after all of them.
 * Items that arrive later (an added or imported school) follow in batches too.
 */
export function useDrawnCount(total: number, first: number, batch: number): number {
  const [drawn, setDrawn] = useState(first);
  const more = drawn < total;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => setDrawn((count) => count + batch), 0);
    return () => clearTimeout(timer);
  }, [more, drawn, batch]);
  return Math.min(drawn, total);
}
