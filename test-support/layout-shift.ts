import type { Page, Request, Route } from '@playwright/test';

/** A layout shift the student did not cause, with what moved and from where to where. */
export interface Shift {
  value: number;
  moved: string[];
}

/** A largest-contentful-paint candidate: its text (or tag), its area in px² and when it painted. */
export interface LargestPaint {
  text: string;
  size: number;
  time: number;
}

declare global {
  interface Window {
    recordedShifts?: Shift[];
    recordedLargestPaints?: LargestPaint[];
  }
}

/**
 * Records, from before the page's first script, every layout shift without recent input (what
 * CLS sums) and every largest-contentful-paint candidate, as the browser reports them: counts and
 * sizes, not timings, so the same on a busy machine.
 */
export async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${node.textContent?.slice(0, 60) ?? ''}"`
        : String(node?.nodeName);
    const at = ({ x, y }: DOMRectReadOnly) => `(${Math.round(x)}, ${Math.round(y)})`;
    window.recordedShifts = [];
    window.recordedLargestPaints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (!entry.hadRecentInput)
          window.recordedShifts!.push({
            value: entry.value,
            moved: entry.sources.map(
              (source) => `${describe(source.node)} ${at(source.previousRect)} -> ${at(source.currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        window.recordedLargestPaints!.push({
          text: entry.element?.textContent?.slice(0, 80) ?? String(entry.element?.tagName),
          size: entry.size,
          time: Math.round(entry.startTime),
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The layout shifts recorded so far (recordPaints) and their sum, the page's CLS when they fall in one window. */
export async function layoutShifts(page: Page): Promise<{ sum: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => window.recordedShifts ?? []);
  return { sum: shifts.reduce((total, shift) => total + shift.value, 0), shifts };
}

/** The largest-contentful-paint candidates recorded so far (recordPaints): the last is the page's LCP. */
export const largestPaints = (page: Page) => page.evaluate(() => window.recordedLargestPaints ?? []);

/** Lighthouse's mobile network (slow 4G: 150 ms round trips, 1.6 Mbps down), so a page's stages arrive apart. */
export async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Holds the page's requests to `url` (but those `kept` lets through) until `release` lets them go,
 * one every `apartMs` in the order they were asked: a screen's stages then arrive one by one, as
 * on a slow phone, or not at all until the test has seen what was drawn without them.
 */
export async function holdRequests(page: Page, url: string, kept: (request: Request) => boolean = () => false) {
  const held: Route[] = [];
  let released = false;
  await page.route(url, async (route) => {
    if (released || kept(route.request())) return route.continue();
    held.push(route);
  });
  return {
    asked: () => held.length,
    release: async (apartMs = 0) => {
      released = true;
      for (const route of held.splice(0)) {
        await route.continue();
        if (apartMs) await page.waitForTimeout(apartMs);
      }
    },
  };
}

/** The page's GraphQL answers but the shell's own (who is signed in), held: see holdRequests. */
export const holdAnswers = (page: Page) =>
  holdRequests(page, '**/graphql', (request) => {
    const { query } = (request.postDataJSON() ?? {}) as { query?: unknown };
    return typeof query === 'string' && /^\s*query CurrentUser\b/.test(query);
  });
