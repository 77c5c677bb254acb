import { useEffect, useRef, useState } from 'react';

/** The element's width as laid out, followed as it changes (`fallback` where the browser cannot tell). */
export function useWidth<Element extends HTMLElement>(fallback: number) {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
