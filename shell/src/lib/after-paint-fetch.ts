/** The longest a request waits for a frame: a browser may hold frames back (a tab being hidden). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the frame being drawn is on screen; at once in a hidden tab, which draws none. The
 * next frame's callback runs after it was painted; on a busy machine it reached the screen (what
 * Lighthouse times) some 30 ms after that paint, so the request waits for that next frame too.
 */
export function afterPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * fetch, once the frame being drawn has painted: the shell's Apollo client sends its requests so.
 * A screen asks for its data in the render that draws its header: sent at once, the answer could
 * land before that paint, and Lighthouse then counts the header as waiting a round trip for data
 * it does not show (issue 41: /coursework's and /dental-schools' LCP). A request gives up two
 * frames (about 33 ms).
 */
export const fetchAfterPaint: typeof fetch = (input, init) => afterPaint().then(() => fetch(input, init));
