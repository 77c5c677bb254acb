import type { Page } from '@playwright/test';

/** One layout shift the browser reported, with what moved (a tag and its text's start), for a failure's message. */
export interface Shift {
  value: number;
  moved: string[];
}

/**
 * Holds back the answers and scripts a screen waits for, so its stages (the shell, the remote's
 * code, each GraphQL answer) arrive apart, as on a slow phone, and any shift between them shows.
 */
export async function arriveApart(page: Page, { scriptMs = 300, graphqlMs = 600 } = {}): Promise<void> {
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await page.route('**/remotes/**/*.js', async (route) => {
    await later(scriptMs);
    await route.continue();
  });
  await page.route('**/graphql', async (route) => {
    await later(graphqlMs);
    await route.continue();
  });
}

/**
 * The shifts the page has had so far that no input caused (what CLS sums), read through a buffered
 * PerformanceObserver. Call it once the screen has settled.
 */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = [];
        type LayoutShift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            if (entry.hadRecentInput) continue;
            const moved = (entry.sources ?? []).map(({ node }) =>
              node instanceof Element
                ? `${node.tagName} ${(node.textContent ?? '').slice(0, 40)}`
                : (node?.nodeName ?? ''),
            );
            shifts.push({ value: entry.value, moved });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in the observer's first callback, or none came at all.
        setTimeout(() => {
          observer.disconnect();
          resolve(shifts);
        }, 200);
      }),
  );
}

export const shiftSum = (shifts: Shift[]) => shifts.reduce((sum, { value }) => sum + value, 0);
