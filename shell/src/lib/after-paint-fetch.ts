/** The longest a request waits for a frame: a browser may hold frames back (a tab being hidden). */
const FRAME_WAIT_MS = 100;

/** The wait callers in the frame being drawn share, until that frame begins. */
let waiting: Promise<void> | undefined;

/**
 * Resolves once the frame being drawn is on screen; at once in a hidden tab, which draws none. The
 * next frame's callback runs after it was painted; on a busy machine it reached the screen (what
 * Lighthouse times) some 30 ms after that paint, so the request waits for that next frame too.
 * Callers before the frame begins share one wait: the dashboard's areas and queries each set two
 * timers and two frame callbacks of their own, some 20 of each in one task (issue 41).
 */
export function afterPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  waiting ??= framePainted();
  return waiting;
}

function framePainted(): Promise<void> {
  const painted = new Promise<void>((resolve) => {
    setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      // Asked from now on, the wait is for this frame's paint, which the next frame's callback tells.
      forget(painted);
      requestAnimationFrame(() => setTimeout(resolve, 0));
    });
  });
  void painted.then(() => forget(painted));
  return painted;
}

function forget(wait: Promise<void>): void {
  if (waiting === wait) waiting = undefined;
}

/**
 * fetch, once the frame being drawn has painted: the shell's Apollo client sends its requests so.
 * A screen asks for its data in the render that draws its header: sent at once, the answer could
 * land before that paint, and Lighthouse then counts the header as waiting a round trip for data
 * it does not show (issue 41: /coursework's and /dental-schools' LCP). A request gives up two
 * frames (about 33 ms).
 */
export const fetchAfterPaint: typeof fetch = (input, init) => afterPaint().then(() => fetch(input, init));
