import type { Page, Route } from '@playwright/test';

/** One layout shift the page made on its own (no input just before), with what moved. */
export interface LayoutShift {
  value: number;
  /** Each moved element: its tag, id, role or name, and its first words. */
  moved: string[];
}

declare global {
  interface Window {
    layoutShifts?: LayoutShift[];
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
