/** The longest to wait for a frame: a browser may hold frames back (a tab being hidden). */
const FRAME_WAIT_MS = 100;

/** The wait callers in the frame being drawn share, until that frame begins. */
let waiting: Promise<void> | undefined;

/**
 * Resolves once the frame being drawn is on screen; at once in a hidden tab, which draws none. The
 * next frame's callback runs after it was painted; on a busy machine it reached the screen (what
 * Lighthouse times) some 30 ms after that paint, so this waits for that next frame too.
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

/** The longest to wait for the browser to report a paint as the page's largest. */
const LARGEST_PAINT_WAIT_MS = 500;

/**
 * Resolves once the browser reports the paint of an element inside `within` as the largest
 * contentful paint: the moment Lighthouse times as the LCP, which on a busy machine came 100 ms
 * and more after afterPaint's frames (250 ms on /coursework under load). Where no such report
 * comes (a browser without it; after the student's first click or key, when LCP is no longer
 * reported) it is afterPaint; and it gives up after LARGEST_PAINT_WAIT_MS (a larger paint came first).
 */
export function afterLargestPaint(within: Element): Promise<void> {
  const reported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') &&
    performance.getEntriesByType('first-input').length === 0;
  if (!reported || document.visibilityState === 'hidden') return afterPaint();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const painted = (list.getEntries() as LargestContentfulPaint[]).map((entry) => entry.element);
      if (painted.some((element) => element && within.contains(element))) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
  });
}
