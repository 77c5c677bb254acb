import { expect, type Page, type Request, type Route } from '@playwright/test';

/** One layout shift the page made on its own (no input just before), with what moved. */
export interface LayoutShift {
  value: number;
  /** Each moved element: its tag, id, role or name, and its first words. */
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
    layoutShifts?: LayoutShift[];
    largestPaints?: LargestPaint[];
  }
}

/**
 * Records the page's layout shifts from its first byte: Lighthouse's CLS counts the same entries
 * (those without recent input). Call before the visit; read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    window.layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const name = node.getAttribute('aria-label') ?? node.getAttribute('aria-labelledby') ?? node.id;
      const role = node.getAttribute('role');
      const words = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${node.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${name ? `(${name})` : ''} "${words}"`;
    };
    type ShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, moved: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far (`recordLayoutShifts`), after the browser has reported the last frame's. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(window.layoutShifts ?? []), 100)),
      ),
  );
}

export const shiftSum = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds back each answer matching `url` by `delayOf` its request's ms, so a page's stages (the
 * remotes' code, each query's answer) arrive apart and in an order the story chooses.
 */
export async function delayRequests(
  page: Page,
  url: string | RegExp,
  delayOf: (route: Route) => number,
): Promise<void> {
  await page.route(url, async (route) => {
    await pause(delayOf(route));
    await route.fallback();
  });
}

/** A GraphQL request's operation name ('' for none). */
export const operationOf = (route: Route): string => {
  const body = route.request().postDataJSON() as { operationName?: string } | null;
  return body?.operationName ?? '';
};

/**
 * Holds back every remote's script and every GraphQL answer, so a screen's stages (the shell, the
 * remote's code, each answer) arrive apart, as on a slow phone, and any shift between them shows.
 */
export async function arriveApart(page: Page, { scriptMs = 300, graphqlMs = 600 } = {}): Promise<void> {
  await delayRequests(page, '**/remotes/**/*.js', () => scriptMs);
  await delayRequests(page, '**/graphql', () => graphqlMs);
}

/** Records every largest-contentful-paint candidate from the page's first byte: sizes, not timings. */
export async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints: LargestPaint[] = [];
    window.largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        paints.push({
          text: entry.element?.textContent?.slice(0, 80) ?? String(entry.element?.tagName),
          size: entry.size,
          time: Math.round(entry.startTime),
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The largest-contentful-paint candidates recorded so far (recordLargestPaints): the last is the page's LCP. */
export const largestPaints = (page: Page) => page.evaluate(() => window.largestPaints ?? []);

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

/**
 * Holds every file of Apollo's code the shell's build lists (its chunk-modules.json): a headingFirst
 * screen's first paint must need none of them, neither through the shell's provider nor through a
 * shared part its heading draws (the design core once pulled Apollo in that way).
 */
export async function holdApollo(page: Page) {
  const answer = await page.request.get('/chunk-modules.json');
  const chunks = (await answer.json()) as Record<string, { modules: string[] }>;
  const apolloFiles = Object.keys(chunks).filter((file) =>
    chunks[file]!.modules.some((module) => module.startsWith('@apollo/client/')),
  );
  expect(apolloFiles.length).toBeGreaterThan(0);
  return holdRequests(page, '**/*.js', (asked) => !apolloFiles.includes(new URL(asked.url()).pathname.slice(1)));
}
