import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { fillEveryArea } from '../test-support/student-record';
import { signInAsAdmin, signUpStudent, type Session } from './explorer/accounts';
import { niceness, runBench } from './with-own-stack';

/**
 * `npm run bench:main-thread` (after `npm run build`): what blocks the main thread on the pages of
 * issue 41, in Debian's chromium with a 4x slower CPU and Lighthouse's slow 4G applied, a new
 * student signed in and nothing remembered (as Lighthouse loads a page). Per page and run: the long
 * tasks (over 50 ms) and the time they block, and the React commits until the page is still, how
 * many components each rendered and which rendered most (counted by a stand-in for React DevTools'
 * hook, so deterministic where the timings are not). `--runs 3`, `--only /dashboard` (or another screen, its student's every area filled),
 * `--entry URL` (a running platform), `--save DIR` (each run's trace, for DevTools' Performance panel),
 * `--no-commits` (times without the hook's own cost). `--thread-time`: on a loaded machine the
 * wall-clock times above stretch with every other process; this runs the page unthrottled and
 * counts each task as 4x the CPU time its thread spent, as Lighthouse's simulation counts observed
 * tasks, over the whole load (the simulated first paint comes before the shell's scripts run).
 * The platform it starts runs at niceness 19 (`--server-niceness 0`: as the browser's equal).
 * `--only /admin/dental-schools` measures the admin's school list, signed in as bench:lighthouse signs
 * the admin in (ADMIN_PASSWORD: a platform of its own gets a new one, one at `--entry` needs it set).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/dashboard', '/coursework', '/dental-schools', '/auth', '/'];
const SIGNED_OUT = new Set(['/', '/auth']);
/** Measured when asked by --only: the admin's screen with the real directory. */
const ADMIN_PAGES = ['/admin/dental-schools'];
// No admin password in the repo: the platform this bench starts takes a new one from here.
const ADMIN_PASSWORD = (process.env.ADMIN_PASSWORD ||= randomBytes(18).toString('base64url'));
/** How long after the network is quiet a page gets to finish its work (the dashboard holds its widgets 3 s at most). */
const SETTLE_MS = 4_000;
const { values: options } = parseArgs({
  options: {
    entry: { type: 'string' },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'server-niceness': { type: 'string', default: '19' },
    save: { type: 'string' },
    'no-commits': { type: 'boolean', default: false },
    'thread-time': { type: 'boolean', default: false },
  },
});

interface Commit {
  at: number;
  rendered: number;
  names: string[];
  /** The components whose own update started the render (their parent did not render). */
  roots: string[];
}

/** Runs in the page before React: React calls onCommitFiberRoot after every commit when this hook exists. */
function installCommitCounter() {
  const commits: Commit[] = [];
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  interface Fiber {
    tag: number;
    flags: number;
    type: { displayName?: string; name?: string; render?: { name?: string } } | null;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const nameOf = (fiber: Fiber) =>
    fiber.type?.displayName ?? fiber.type?.name ?? fiber.type?.render?.name ?? `tag${fiber.tag}`;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const names: string[] = [];
      const roots: string[] = [];
      // As React DevTools tells what rendered: a subtree whose child list is the one committed before was skipped.
      const walk = (fiber: Fiber | null, parentRendered: boolean) => {
        for (let each = fiber; each; each = each.sibling) {
          const mounted = each.alternate === null;
          const rendered = COMPONENT_TAGS.has(each.tag) && (mounted || (each.flags & PERFORMED_WORK) !== 0);
          if (rendered) names.push(nameOf(each));
          if (rendered && !parentRendered) roots.push(nameOf(each));
          if (mounted || each.child !== each.alternate!.child)
            walk(each.child, rendered || (parentRendered && !COMPONENT_TAGS.has(each.tag)));
        }
      };
      walk(root.current.child, false);
      commits.push({ at: performance.now(), rendered: names.length, names, roots });
      performance.mark(`react commit ${commits.length}: ${names.length}`);
    },
  };
  (window as unknown as Record<string, unknown>).__commits = commits;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string; navigationId?: string } };
}

interface Run {
  longTasks: number[];
  blockingMs: number;
  commits: Commit[];
  /** Long tasks' start, ms after navigation, with their length. */
  timeline: string[];
}

/** Renderer main thread's top-level tasks from the trace; blocking time counted from the first contentful paint, as TBT is. */
function longTasksOf(events: TraceEvent[], url: string): Pick<Run, 'longTasks' | 'blockingMs' | 'timeline'> {
  // The page's navigation is marked on the renderer's main thread, where its tasks run.
  const main = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!main) return { longTasks: [], blockingMs: NaN, timeline: [] };
  const lengthOf = (task: TraceEvent) => (options['thread-time'] ? (4 * (task.tdur ?? 0)) / 1000 : task.dur! / 1000);
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && lengthOf(e) > 50,
  );
  const navigationId = main.args?.data?.navigationId;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.data?.navigationId === navigationId);
  const start = options['thread-time'] ? main.ts : (fcp?.ts ?? main.ts);
  const durations = tasks.map(lengthOf);
  const blockingMs = tasks
    .filter((task) => task.ts >= start)
    .reduce((sum, task) => sum + Math.max(0, lengthOf(task) - 50), 0);
  const timeline = tasks.map((task) => `${Math.round((task.ts - main.ts) / 1000)}+${Math.round(lengthOf(task))}`);
  return { longTasks: durations, blockingMs, timeline };
}

async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function measure(browser: Browser, url: string, session: Session | undefined, trace?: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (session) {
    const [name, value] = session.cookie.split('=');
    // For the whole site: given the page's address, /admin/dental-schools's cookie would hold for /admin/ only.
    await context.addCookies([{ name: name!, value: value!, url: new URL('/', url).href }]);
  }
  // As text, with the name helper tsx's transform adds to functions (the page has none).
  if (!options['no-commits'])
    await context.addInitScript({ content: `var __name = (f) => f; (${installCommitCounter.toString()})();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Lighthouse's mobile slow 4G and 4x CPU, applied as DevTools applies them (--thread-time: neither, as Lighthouse observes).
  if (!options['thread-time']) await emulatePhone(cdp);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'toplevel',
      // Samples of what ran, in a saved trace only: the profiler's own cost would blur the times.
      ...(trace ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  const commits = options['no-commits']
    ? []
    : await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  if (trace) writeFileSync(trace, JSON.stringify({ traceEvents: events }));
  return { ...longTasksOf(events, url), commits };
}

function report(path: string, runs: Run[]): void {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  console.log(`\n${path}`);
  runs.forEach((run, index) => {
    const rendered = sum(run.commits.map((commit) => commit.rendered));
    console.log(
      `  run ${index + 1}: blocking ${Math.round(run.blockingMs)} ms, ${run.longTasks.length} long tasks (${Math.round(sum(run.longTasks))} ms): ${run.timeline.join(' ')}`,
    );
    if (options['no-commits']) return;
    console.log(`    ${run.commits.length} commits, ${rendered} components rendered:`);
    for (const commit of run.commits)
      console.log(
        `      ${Math.round(commit.at)} ms: ${commit.rendered} from ${[...new Set(commit.roots)].join(', ')}`,
      );
    const counts = new Map<string, number>();
    for (const name of run.commits.flatMap((commit) => commit.names)) counts.set(name, (counts.get(name) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`    most rendered: ${top.map(([name, count]) => `${name} ${count}`).join(', ')}`);
  });
}

async function run(entryUrl: string): Promise<void> {
  const paths = options.only?.split(',') ?? PAGES;
  const student = await signUpStudent(entryUrl);
  // Another student screen (`--only /applications`) is measured with data, as bench:lighthouse --every-screen does.
  if (paths.some((path) => !PAGES.includes(path) && !ADMIN_PAGES.includes(path)))
    await fillEveryArea(entryUrl, student.cookie);
  const admin = paths.some((path) => ADMIN_PAGES.includes(path))
    ? await signInAsAdmin(entryUrl, ADMIN_PASSWORD)
    : undefined;
  const sessionFor = (path: string) =>
    SIGNED_OUT.has(path) ? undefined : ADMIN_PAGES.includes(path) ? admin : student;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  console.log(
    `chromium ${browser.version()}; load average ${loadavg()[0]!.toFixed(1)} (timings are only comparable within one run)`,
  );
  try {
    for (const path of paths) {
      const runs: Run[] = [];
      for (let index = 0; index < Number(options.runs); index++) {
        const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
        if (options.save) mkdirSync(options.save, { recursive: true });
        const trace = options.save ? join(options.save, `${name}-${index + 1}.json`) : undefined;
        runs.push(await measure(browser, `${entryUrl}${path}`, sessionFor(path), trace));
      }
      report(path, runs);
    }
  } finally {
    await browser.close();
  }
}

runBench('bench-main-thread', run, options.entry, { serverNiceness: niceness(options['server-niceness']) });
