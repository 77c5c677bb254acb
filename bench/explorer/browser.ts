import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumLaunch } from '../../packages/remote-server/test-support/playwright';
import type { Session } from './accounts';

export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumLaunch);

export interface ProbeWindow {
  explorerBench: {
    /** performance.now() (0 at navigation start) of the first frame painted with school cards. */
    firstCard(): Promise<number>;
    /** `ms` to the list's first painted change, `settledMs` to its last (cards may render in stages). */
    keystroke(index: number): Promise<{
      key: string;
      ms: number;
      settledMs: number;
      changed: boolean;
      shown: number;
      total: number;
      error?: string;
    }>;
  };
}

/** A fresh context (empty cache) signed in as the student, with the timing probe in every page. */
export async function studentContext(browser: Browser, entryUrl: string, student: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const equals = student.cookie.indexOf('=');
  await context.addCookies([
    { name: student.cookie.slice(0, equals), value: student.cookie.slice(equals + 1), url: entryUrl },
  ]);
  await context.addInitScript({ path: path.join(__dirname, 'page-probe.js') });
  return context;
}
