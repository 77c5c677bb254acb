import { startTransition, useEffect, useState } from 'react';

/** The longest to wait for a frame: a browser may hold frames back (a tab being hidden). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the frame being drawn is on screen; at once in a hidden tab, which draws none. The
 * next frame's callback runs after it was painted; on a busy machine it reached the screen (what
 * Lighthouse times) some 30 ms after that paint, so this waits for that next frame too.
 */
export function afterPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * False until the frame holding this component's first render is on screen, then true. A screen
 * draws its heading first and what needs its data code (Apollo's queries, the list) after: Lighthouse
 * counts every script and answer that arrived before the heading's paint as something the heading
 * waited for (issue 41). The switch is a transition, so the heading stays on screen while the
 * rest's code loads.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterPaint().then(() => mounted && startTransition(() => setPainted(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
