import { chromium } from '@playwright/test';
import { bytesSent, PHONE_VIEWPORT, scriptBudget, scriptsSent, STUDENT_SCREENS } from '../test-support/script-budgets';
import { fillEveryArea } from '../test-support/student-record';
import { signUpStudent } from './explorer/accounts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each student screen's scripts as sent on a first visit, their sum and its budget (`npm run bench:bundles`). */
export async function printPageScripts(entryUrl: string, label: string): Promise<void> {
  const student = await signUpStudent(entryUrl);
  // As the budget story counts them: a student with data on every screen (the hours chart drawn).
  await fillEveryArea(entryUrl, student.cookie);
  const [name = '', value = ''] = student.cookie.split('=');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const pathname of STUDENT_SCREENS) {
      // A context per page: nothing cached, as Lighthouse loads it.
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
      await context.addCookies([{ name, value, url: entryUrl }]);
      const scripts = await scriptsSent(await context.newPage(), `${entryUrl}${pathname}`);
      await context.close();
      const total = bytesSent(scripts);
      const headers = scripts.reduce((sum, script) => sum + script.headers, 0);
      const over = total > scriptBudget(pathname) ? ' OVER BUDGET' : '';
      console.log(
        `[${label}] ${pathname}: ${scripts.length} scripts, ${kb(total)} sent (${kb(headers)} of headers; budget ${kb(scriptBudget(pathname))})${over}`,
      );
      for (const script of scripts) console.log(`[${label}]   ${script.path} ${script.body} + ${script.headers} B`);
    }
  } finally {
    await browser.close();
  }
}
